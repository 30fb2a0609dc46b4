#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 punto 9 en español: deshacer y rehacer un movimiento entre listas dicen dónde quedan las filas.
> ir Comprar pan
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> mover a lista Entrada
Movida Comprar pan a Entrada, 4 de 4.
Ahora no leída.
Llamar a Ana, 1 de 2.
> deshacer
Deshecho: mover Comprar pan; de vuelta en Tareas.
Comprar pan, 1 de 3.
> rehacer
Rehecho: mover Comprar pan; ahora en Entrada.
Llamar a Ana, 1 de 2.
> deshacer
Deshecho: mover Comprar pan; de vuelta en Tareas.
Comprar pan, 1 de 3.
> ir Llamar a Ana
Llamar a Ana, 2 de 3.
> mover a sección Completadas
Movida Llamar a Ana a Completadas, 3 de 3.
> deshacer
Deshecho: mover Llamar a Ana; de vuelta en Pendientes.
Llamar a Ana, 2 de 3.
> rehacer
Rehecho: mover Llamar a Ana; ahora en Completadas.
> último
Pie: Se archivan a los treinta días.
> siguiente
Fin de la lista.
> siguiente
Fin de la lista. Otra vez.
