#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25, N13 de una prueba nueva: deshacer o rehacer un paso de otra lista que la
# abierta nombra esa lista, sea cual sea el paso; en la lista abierta no la nombra.
> ir Comprar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> renombrar como Pan de centeno
Renombrada Comprar pan como Pan de centeno.
> abrir Artículos
Artículos, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> deshacer
Deshecho: renombrar Pan de centeno; de nuevo Comprar pan, en Tareas.
> rehacer
Rehecho: renombrar Comprar pan; de nuevo Pan de centeno, en Tareas.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
> ir Llamar
Pendientes, sección 1 de 2.
Llamar a Ana, 2 de 3.
> borrar
Borrada Llamar a Ana. Quedan 2 filas.
Pagar el alquiler, 2 de 2, fijada.
> campo añadir coste número
Campo coste añadido a Tareas: número.
> abrir Artículos
Artículos, 2 secciones, 5 filas.
> deshacer
Deshecho: añadir el campo coste, en Tareas.
> deshacer
Deshecho: borrar Llamar a Ana, en Tareas.
> rehacer
Rehecho: borrar Llamar a Ana, en Tareas.
> abrir Tareas
Tareas, 2 secciones, 4 filas.
> deshacer
Deshecho: borrar Llamar a Ana.
Llamar a Ana, 2 de 3.
