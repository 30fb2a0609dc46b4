#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 (trial47 N7): rotor columnas en la vista compacta dice que columnas es una unidad de la vista regular y cómo tenerla, en una línea.
> rotor columnas
Error: columnas es una unidad del rotor de la vista regular, y esta es compacta. Escribe vista regular primero.
> vista regular
Vista regular.
> rotor columnas
Rotor: columnas.
