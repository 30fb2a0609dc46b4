#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# seleccionar con palabras que no nombran ninguna fila y no son todas estados lo
# dice, y nombra el estado que hay entre ellas, que seleccionar admite solo.
> seleccionar fijada semana
Error: "fijada semana" no es el título ni el comienzo de ninguna fila de aquí. fijada es un estado: escribe seleccionar fijada.
> seleccionar no fijada semana
Error: "no fijada semana" no es el título ni el comienzo de ninguna fila de aquí. no fijada es un estado: escribe seleccionar no fijada.
> seleccionar fijada
Pagar el alquiler seleccionada, 1 en total.
> seleccionar fijada vencida
Error: ninguna fijada vencida aquí. Escribe lista para oír las filas.
