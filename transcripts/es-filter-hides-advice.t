#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una orden que necesita una fila, donde un filtro oculta todas las que hay, aconseja quitar el filtro, no añadir una fila.
> filtrar zz
Filtro zz: ninguna fila coincide.
> renombrar X
Error: renombrar necesita una fila, y ninguna fila de Tareas coincide con el filtro zz. Escribe filtrar no para oírlas todas.
> siguiente
Fin de las coincidencias. Filtro zz.
> borrar
Error: borrar necesita una fila, y ninguna fila de Tareas coincide con el filtro zz. Escribe filtrar no para oírlas todas.
> filtrar no
Filtro quitado, 5 filas.
> sección añadir Luego
Sección Luego añadida, 3 de 3.
> nota hola
Error: nota necesita una fila, y Luego no tiene ninguna. Añade una con añadir TÍTULO.
