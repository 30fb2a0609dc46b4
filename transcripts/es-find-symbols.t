#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# buscar, filtrar y rastrear encuentran un símbolo que el índice de palabras deja
# fuera (🎂, €, #: un texto entre espacios sin letras ni cifras) allí donde está
# escrito en un título o una nota; una palabra a su lado sigue yendo por el índice.
> añadir Tarta 🎂
Añadida Tarta 🎂, 4 de 4.
> añadir Comida €12
Añadida Comida €12, 5 de 5.
> ir Llamar a Ana
Llamar a Ana, 2 de 5, acciones Hecho, Borrar, Posponer.
> nota Pagar en la puerta, 5 € #propina
Nota en Llamar a Ana: Pagar en la puerta, 5 € #propina.
> primero
Tareas, 2 secciones, 7 filas.
> buscar 🎂
Pendientes, sección 1 de 2.
Tarta 🎂, 4 de 5.
> buscar €
Comida €12, 5 de 5.
> filtrar €
Filtro €: coinciden 2 filas.
> anterior
Llamar a Ana, 1 de 2 en el filtro €.
> filtrar no
Filtro quitado, 7 filas.
Llamar a Ana, 2 de 5.
> rastrear €
Búsqueda €: 2 filas.
1. Llamar a Ana, Tareas, Pendientes, en las notas.
2. Comida €12, Tareas, Pendientes.
Escribe abrir y un número para ir a una.
> rastrear comida €
Búsqueda comida €: 1 fila.
1. Comida €12, Tareas, Pendientes.
Escribe abrir y un número para ir a una.
> rastrear #
Búsqueda #: 1 fila.
1. Llamar a Ana, Tareas, Pendientes, en las notas.
Escribe abrir y un número para ir a una.
> buscar ☕
Error: "☕" no está en ninguna fila de Tareas. Prueba un texto más corto, o rastrear para buscar en todas las listas.
