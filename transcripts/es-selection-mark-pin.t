#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# En modo edición con filas seleccionadas, marcar, marcar no, quitar un estado, fijar y desfijar actúan sobre la selección como poner y alternar, dichos como poner, un solo paso de deshacer.
> editar
Editando.
> seleccionar 1-2
Comprar pan y Llamar a Ana seleccionadas, 2 en total.
> marcar pospuesta
Poner: 2 filas. Ahora pospuestas.
> deshacer
Deshecho: poner en Comprar pan y Llamar a Ana.
Comprar pan, 1 de 3, seleccionada.
> fijar
Poner: 2 filas. Ahora fijadas.
> soltar
Poner: 2 filas. Ya no fijadas.
> ir 1
Comprar pan, 1 de 3, seleccionada, acciones Hecho, Borrar, Posponer.
> marcar hecha
Poner: 2 filas. Ahora hechas.
> marcar no hecha
Poner: 2 filas. Ya no hechas.
> quitar pospuesta
Poner: 2 filas. Ya no pospuestas.
> deshacer
Deshecho: poner en Comprar pan y Llamar a Ana.
Comprar pan, 1 de 3, seleccionada.
