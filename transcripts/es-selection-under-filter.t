#! args: --memory --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Con un filtro puesto, selección dice las filas seleccionadas que oculta.
> editar
Editando.
> seleccionar 1
Comprar pan seleccionada, 1 en total.
> filtrar hecha
Filtro hecha: coinciden 2 filas.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> seleccionar 1
Renovar el pasaporte seleccionada, 2 en total.
> selección
2 seleccionadas.
Comprar pan.
Renovar el pasaporte.
1 de ellas oculta por el filtro hecha.
> seleccionar todas
Filtro hecha: todas seleccionadas, 2 en total.
1 fila deseleccionada.
> deseleccionar todas
Deseleccionadas todas, ninguna seleccionada.
