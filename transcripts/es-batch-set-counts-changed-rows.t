#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Poner, marcar o una acción sobre varias filas seleccionadas cuenta y cambia solo las que cambia.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> marcar pospuesta
Comprar pan: pospuesta.
> editar
Editando.
> seleccionar 1-3
Comprar pan, Llamar a Ana y Pagar el alquiler seleccionadas, 3 en total.
> marcar pospuesta
Poner: 2 filas. Ahora pospuestas.
> deshacer
Deshecho: poner en Llamar a Ana y Pagar el alquiler.
Llamar a Ana, 2 de 3, seleccionada.
