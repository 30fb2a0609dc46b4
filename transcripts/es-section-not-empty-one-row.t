#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25, a trial's X1, in Spanish: a section that still holds one row is refused in words that fit one row as well as many.
> sección 2
Completadas, sección 2 de 2, 2 filas.
> borrar 2
Borrada Regar las plantas. Queda 1 fila.
> sección borrar
Error: Completadas aún tiene 1 fila; mueve o borra lo que contiene primero.
