#! args: --memory --demo --today 2026-12-01 --language es
Tareas, 2 secciones, 5 filas.
# El mismo operador dos veces seguidas es un desliz, rechazado; entre comillas, se busca la palabra.
> filtrar hecha o o no hecha
Error: "o" dos veces seguidas. Escríbelo una vez, o pon entre comillas el segundo "o" para buscar la palabra.
> filtrar hecha y y vencida
Error: "y" dos veces seguidas. Escríbelo una vez, o pon entre comillas el segundo "y" para buscar la palabra.
> filtrar hecha o "o"
Filtro hecha o "o": coinciden 2 filas.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
