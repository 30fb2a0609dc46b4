#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# borrar selección con un filtro: la línea tras la respuesta dice cuántas de las
# filas seleccionadas ocultaba el filtro, no "de ellas" tras las que quedan (25, trial25s N10).
> editar
Editando.
> seleccionar 1
Comprar pan seleccionada, 1 en total.
> seleccionar 2
Llamar a Ana seleccionada, 2 en total.
> filtrar hecha
Filtro hecha: coinciden 2 filas.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> borrar selección
Borradas 2 filas: Comprar pan, Llamar a Ana. Quedan 2 filas en el filtro hecha.
2 de las filas seleccionadas estaban ocultas por el filtro hecha.
> deshacer
Deshecho: borrar 2 filas: Comprar pan, Llamar a Ana.
Comprar pan y Llamar a Ana seleccionadas de nuevo, 2 en total.
> filtrar no
Filtro quitado, 5 filas.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> seleccionar 1
Renovar el pasaporte seleccionada, 3 en total.
> filtrar hecha
Filtro hecha: coinciden 2 filas.
> borrar selección
Borradas 3 filas: Comprar pan, Llamar a Ana, Renovar el pasaporte. Queda 1 fila en el filtro hecha.
Regar las plantas, 1 de 1, hecha.
2 de las filas seleccionadas estaban ocultas por el filtro hecha.
