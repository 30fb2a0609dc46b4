#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Un número tras secciones va a esa sección.
> secciones
2 secciones.
1. Pendientes, 3 filas.
2. Completadas, 2 filas.
> 2
Completadas, sección 2 de 2, 2 filas.
# En el título de la lista, un número de fila cuenta las filas de la primera sección, que se nombra.
> primero
Tareas, 2 secciones, 5 filas.
> ir 600
Error: fila 600: Pendientes solo tiene 3. Escribe un número del 1 al 3, o escribe sección y un número primero.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> nota no Nada
Error: "Nada" no nombra ninguna fila de aquí; no se quitó ninguna nota. Escribe nota no para la nota de la fila enfocada, o nota .: no Nada para escribir esas palabras.
> nota off Nada
Error: "Nada" no nombra ninguna fila de aquí; no se quitó ninguna nota. Escribe nota no para la nota de la fila enfocada, o nota .: off Nada para escribir esas palabras.
