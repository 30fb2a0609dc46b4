#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# En el título de la lista, un comando que cambia una sección se nombra a sí mismo en vez de actuar en la primera sin decirlo.
> expandir
Error: expandir necesita una fila o una sección, y el foco está en el título de Tareas. Ve a una con siguiente.
> sección borrar
Error: sección borrar necesita una sección, y el foco está en el título de Tareas. Ve a una con siguiente o sección 1.
> abrir Archivo
Archivo, 2 filas.
Pista: a Listas se vuelve con atrás.
> ir 1
Fotos del viaje, 1 de 2, plegada, 1 respuesta, acciones Borrar.
> mover a lista Archivo
Error: Archivo ya tiene la fila. Escribe mover a sección para moverla dentro de ella.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
> filtrar hecha
Filtro hecha: coinciden 2 filas.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> ir 1
Renovar el pasaporte, 1 de 2 en el filtro hecha, hecha.
> filtrar no
Filtro quitado, 5 filas.
Renovar el pasaporte, 1 de 2, hecha.
> sección añadir Luego
Sección Luego añadida, 3 de 3.
> sección renombrar Pronto
Sección Luego renombrada como Pronto.
> deshacer
Deshecho: renombrar la sección Pronto; de nuevo Luego.
> rehacer
Rehecho: renombrar la sección Luego; de nuevo Pronto.
> añadir xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
Error: un título admite como máximo 1000 caracteres, y este tiene 1001. Acórtalo.
