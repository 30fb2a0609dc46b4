#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# A 40 celdas, Error: se queda en la línea con lo que dice, nunca sola en una
# línea de Braille (25, trial25s N12).
> ancho 40
Ancho: 40.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3,
acciones Hecho, Borrar, Posponer.
> desangrar
Error: Comprar pan ya está en el
nivel superior.
> ancho 20
Ancho: 20.
> deshacer
Error: nada
que deshacer.
