#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: deshacer y rehacer una nota dicen la nota que la fila vuelve a tener, y dos
# pasos distintos nunca suenan igual (decía Deshecho: nota en Llamar a Ana. Otra vez.).
> nota 2: x
Nota en Llamar a Ana: x.
> nota no 2
Llamar a Ana: nota quitada.
> deshacer
Deshecho: quitar la nota de Llamar a Ana; de nuevo con la nota x.
Llamar a Ana, 2 de 3.
> deshacer
Deshecho: nota en Llamar a Ana; de nuevo sin nota.
Llamar a Ana, 2 de 3.
> rehacer
Rehecho: nota en Llamar a Ana; de nuevo con la nota x.
> rehacer
Rehecho: quitar la nota de Llamar a Ana; de nuevo sin nota.
