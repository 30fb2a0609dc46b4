#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 (trial47 N9): deshacer el renombrado de una sección la nombra por el nombre que quita y dice el que tiene de nuevo; rehacer, al revés.
> sección renombrar Completadas a Terminadas
Sección Completadas renombrada como Terminadas. Hecho ahora mueve filas a Terminadas.
> deshacer
Deshecho: renombrar la sección Terminadas; de nuevo Completadas.
> rehacer
Rehecho: renombrar la sección Completadas; de nuevo Terminadas.
