#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 trial finding 9, the Spanish twin of columns-rotor-edge.t: con el rotor
# de columnas, siguiente en la última y anterior en la primera nombran la columna.
> disposición regular
Vista regular.
> rotor columnas
Rotor: columnas.
> siguiente
Columna de detalle.
Detalle vacío. Abre una fila desde Tareas.
> siguiente
Columna de detalle, la última.
> anterior
Columna de contenido.
Tareas, 2 secciones, 5 filas.
> anterior
Columna lateral.
Tareas, 1 de 4, 5 filas.
> anterior
Columna lateral, la primera.
