#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25, a trial's X4, in Spanish: mover a the row itself is refused as going inside itself.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> mover a Comprar pan
Error: Comprar pan no puede ir dentro de sí misma. Nombra otra fila.
> mover después de Comprar pan
Error: Comprar pan no puede ir antes ni después de sí misma. Nombra otra fila.
