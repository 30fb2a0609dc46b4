#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# En modo edición con filas seleccionadas, marcar, marcar no, quitar un estado, fijar y desfijar actúan sobre la selección como poner y alternar, dichos como poner, un solo paso de deshacer; un estado que las filas no tienen cuenta como ya quitado.
> editar
Editando.
> seleccionar 1-2
Comprar pan y Llamar a Ana seleccionadas, 2 en total.
> marcar pospuesta
Pospuestas: 2 filas.
> deshacer
Deshecho: pospuesta en Comprar pan y Llamar a Ana.
Comprar pan, 1 de 3, seleccionada.
> fijar
Fijadas: 2 filas.
> soltar
No fijadas: 2 filas.
> ir 1
Comprar pan, 1 de 3, seleccionada, acciones Hecho, Borrar, Posponer.
> marcar hecha
Hechas: 2 filas.
> marcar no hecha
No hechas: 2 filas.
> quitar pospuesta
Comprar pan y Llamar a Ana ya están así: no pospuestas; no cambió nada.
> marcar pospuesta
Pospuestas: 2 filas.
> quitar pospuesta
No pospuestas: 2 filas.
> deshacer
Deshecho: no pospuesta en Comprar pan y Llamar a Ana.
Comprar pan, 1 de 3, pospuesta, seleccionada.
