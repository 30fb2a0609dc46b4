#! args: --memory --demo --today 2026-12-05 --language es
Tareas, 2 secciones, 5 filas.
# Una fila movida a una lista que no declara sus campos conserva sus valores, y el movimiento lo dice.
> ir Comprar pan
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> poner vence viernes
Comprar pan: vence el viernes.
> mover a lista Artículos
Movida Comprar pan a Artículos, Hoy, 4 de 4.
Vence se conserva, aunque Artículos no tiene ese campo. Ahora no leída.
Llamar a Ana, 1 de 2.
