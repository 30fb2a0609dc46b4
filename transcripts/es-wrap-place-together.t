#! args: --demo --width 40 --language es
Tareas, 2 secciones, 5 filas.
# A 40 celdas un lugar (4 de 4) nunca se parte entre líneas.
> añadir Supercalifragilisticoespialidoso
Añadida
Supercalifragilisticoespialidoso,
4 de 4.
> leer
Supercalifragilisticoespialidoso,
4 de 4,
acciones Hecho, Borrar, Posponer.
En Pendientes.
También: mover arriba.
