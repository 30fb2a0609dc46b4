#! args: --demo --today 2026-12-01 --language es
Tareas, 2 secciones, 5 filas.
# Seleccionar filas que ya lo están todas lo dice, como con una sola, sin paso que
# deshacer; si una aún no lo está, se selecciona.
> editar
Editando.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> seleccionar 1, 2
Comprar pan y Llamar a Ana seleccionadas, 2 en total.
> seleccionar 1, 2
Comprar pan y Llamar a Ana ya están seleccionadas; no cambió nada.
> seleccionar 1-2
Comprar pan y Llamar a Ana ya están seleccionadas; no cambió nada. Otra vez.
> deshacer
Error: nada que deshacer.
> deseleccionar 2
Llamar a Ana deseleccionada, queda 1 seleccionada.
> seleccionar 1, 2
Llamar a Ana seleccionada, 2 en total.
