#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Una orden sobre toda la selección bajo un filtro cambia también las filas
# seleccionadas que el filtro oculta, y dice cuántas tras su respuesta.
> editar
Editando.
> seleccionar todo
Todas seleccionadas, 5 filas.
> deseleccionar Pagar
Pagar el alquiler deseleccionada, quedan 4 seleccionadas.
> filtrar hecha
Filtro hecha: coinciden 2 filas.
Renovar el pasaporte, 1 de 2, hecha, seleccionada, acciones Borrar, Posponer.
> Posponer selección
Posponer: 4 filas. Ahora pospuestas.
2 de las filas seleccionadas estaban ocultas por el filtro hecha.
> deshacer
Deshecho: Posponer en 4 filas.
> borrar selección
Borradas 4 filas: Comprar pan, Llamar a Ana, Renovar el pasaporte, Regar las plantas. No queda ninguna fila en el filtro hecha.
Tareas, filtro hecha: ninguna fila coincide.
2 de las filas seleccionadas estaban ocultas por el filtro hecha.
> filtrar no
Filtro quitado, 1 fila.
> lista
Pendientes, 1 de 2, 1 fila.
Pagar el alquiler, fijada.
