#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# deseleccionar toma números y rangos como seleccionar.
> editar sí
Editando.
> seleccionar 1-3
Comprar pan, Llamar a Ana y Pagar el alquiler seleccionadas, 3 en total.
> deseleccionar 1, 2
Comprar pan y Llamar a Ana deseleccionadas, queda 1 seleccionada.
> selección
1 seleccionada: Pagar el alquiler.
> deseleccionar 2-3
Pagar el alquiler deseleccionada, ninguna seleccionada.
> ayuda deseleccionar
deseleccionar: deselecciona una fila, varias, todas, o las filas en un estado.
Uso: deseleccionar, deseleccionar FILA, deseleccionar todo, deseleccionar 2-5, deseleccionar 1, 3, 7, o deseleccionar CAMPO.
deseleccionar 1, 3 o deseleccionar 2-5 quita varias filas de la selección a la vez. deseleccionar hecha quita de la selección toda fila hecha.
> seleccionar 1, 2
Comprar pan y Llamar a Ana seleccionadas, 2 en total.
> deseleccionar 1, 2, 3
Comprar pan y Llamar a Ana deseleccionadas, ninguna seleccionada.
> deseleccionar 1-2
Comprar pan y Llamar a Ana no están seleccionadas; no cambió nada.
> deseleccionar 9
Error: fila 9: Pendientes solo tiene 3. Escribe un número del 1 al 3, o escribe sección y un número primero.
