#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# mover a lista NOMBRE sección NOMBRE, como dice la ayuda: sección lleva a la sección de la otra lista.
> ir Comprar pan
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> mover a lista Artículos sección Esta semana
Movida Comprar pan a Artículos, Esta semana, 3 de 3.
Ahora no leída.
Llamar a Ana, 1 de 2.
> deshacer
Deshecho: mover Comprar pan; de vuelta en Tareas.
Comprar pan, 1 de 3.
> mover a lista Artículos seccion Hoy
Movida Comprar pan a Artículos, Hoy, 4 de 4.
Ahora no leída.
Llamar a Ana, 1 de 2.
