#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: Respuesta a nombra el comando entero tal como se escribió, en la
# lengua en que se escribió: nunca un verbo traducido y el resto tal cual.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> move top
Comprar pan sigue en 1 de 3; nada se movió.
> move up
Comprar pan sigue en 1 de 3; nada se movió. Respuesta a move up.
> mover arriba
Comprar pan sigue en 1 de 3; nada se movió. Otra vez.
> mover abajo
Movida Comprar pan a 2 de 3, después de Llamar a Ana.
> mover arriba
Movida Comprar pan a 1 de 3, antes de Llamar a Ana.
