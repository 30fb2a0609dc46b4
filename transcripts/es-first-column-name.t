#! args: --demo --layout regular --language es
Tareas, 2 secciones, 5 filas.
# Issue 25, trial25q new finding 13: atrás hasta la primera columna, y atrás otra vez,
# la nombran igual, como dónde la dice: columna lateral.
> atrás
Columna lateral.
Tareas, 1 de 4, 5 filas.
> atrás
Error: la columna lateral es la primera columna; no hay nada a lo que volver.
> dónde
Tareas, 1 de 4.
Columna lateral: Listas.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista regular.
