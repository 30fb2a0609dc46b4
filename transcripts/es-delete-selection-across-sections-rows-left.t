#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una selección borrada en Pendientes y Completadas cuenta las filas que quedan en
# las dos: Pagar el alquiler sigue, así que no es "No quedan filas.", y con Renovar
# el pasaporte quedan 2 filas, no la 1 de Completadas sola.
> editar
Editando.
> seleccionar todo
Todas seleccionadas, 5 filas.
> deseleccionar Pagar el alquiler
Pagar el alquiler deseleccionada, quedan 4 seleccionadas.
> borrar selección
Borradas 4 filas: Comprar pan, Llamar a Ana, Renovar el pasaporte, Regar las plantas. Queda 1 fila.
> deshacer
Deshecho: borrar 4 filas: Comprar pan, Llamar a Ana, Renovar el pasaporte, Regar las plantas.
4 filas seleccionadas de nuevo.
Comprar pan, 1 de 3, seleccionada.
> deseleccionar todo
Deseleccionadas todas, ninguna seleccionada.
> seleccionar Comprar pan
Comprar pan seleccionada, 1 en total.
> seleccionar Llamar a Ana
Llamar a Ana seleccionada, 2 en total.
> seleccionar Regar las plantas
Regar las plantas seleccionada, 3 en total.
> ir Pagar el alquiler
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
> borrar selección
Borradas 3 filas: Comprar pan, Llamar a Ana, Regar las plantas. Quedan 2 filas.
