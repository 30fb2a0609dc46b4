#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25, trial25q new finding 9: deshacer y rehacer un movimiento dentro de una
# sección dicen dónde queda la fila, como lo dijo mover.
> ir Comprar pan
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> mover abajo
Movida Comprar pan a 2 de 3, después de Llamar a Ana.
> deshacer
Deshecho: mover Comprar pan; 1 de 3, antes de Llamar a Ana.
Comprar pan, 1 de 3.
> rehacer
Rehecho: mover Comprar pan; 2 de 3, después de Llamar a Ana.
> ir Llamar a Ana
Llamar a Ana, 1 de 3.
> mover a sección Completadas
Movida Llamar a Ana a Completadas, 3 de 3.
> deshacer
Deshecho: mover Llamar a Ana; de vuelta en Pendientes.
Llamar a Ana, 1 de 3.
> rehacer
Rehecho: mover Llamar a Ana; ahora en Completadas.
