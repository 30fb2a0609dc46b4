#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# En modo edición con filas seleccionadas, quitar un campo que tiene un valor, no solo un estado, actúa
# sobre la selección como poner: un solo paso de deshacer, dicho como lo dice poner. Una fila sin valor se
# nombra aparte, en una línea tras la cuenta; si ninguna fila seleccionada tiene uno, se dice con calma.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> poner vence mañana
Comprar pan: vence mañana.
> editar
Editando.
> seleccionar 1-2
Comprar pan y Llamar a Ana seleccionadas, 2 en total.
> quitar vence
Vence quitado: Comprar pan.
Ya sin vence: Llamar a Ana.
> quitar vence
Comprar pan y Llamar a Ana no tienen vence que quitar; no cambió nada.
> deshacer
Deshecho: vence quitado en Comprar pan.
Comprar pan, 1 de 3, vence mañana, seleccionada.
> ir 2
Llamar a Ana, 2 de 3, seleccionada.
> leer
Llamar a Ana, 2 de 3, seleccionada, acciones Hecho, Borrar, Posponer.
En Pendientes.
También: mover arriba, mover abajo.
> poner vence hoy
Vence hoy: 2 filas.
> quitar vence
Vence quitado: 2 filas.
> deshacer
Deshecho: vence quitado en Comprar pan y Llamar a Ana.
Comprar pan, 1 de 3, vence hoy, seleccionada.
> deshacer
Deshecho: vence hoy en Comprar pan y Llamar a Ana.
Comprar pan, 1 de 3, vence mañana, seleccionada.
