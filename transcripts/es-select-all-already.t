#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# seleccionar todo con todas las filas ya seleccionadas lo dice con calma.
> editar sí
Editando.
> seleccionar todo
Todas seleccionadas, 5 filas.
> seleccionar todo
Las 5 filas ya están seleccionadas; no cambió nada.
> deseleccionar 1
Comprar pan deseleccionada, quedan 4 seleccionadas.
> seleccionar todo
Todas seleccionadas, 5 filas.
