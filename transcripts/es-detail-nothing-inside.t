#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# En el detalle de una fila sin subtareas, siguiente y anterior dicen que no hay a
# dónde ir, no el fin ni el principio de la lista.
> abrir 1
Detalle: Comprar pan, 1 de 3.
Pista: a Tareas se vuelve con atrás.
> siguiente
Comprar pan no tiene subtareas a las que ir.
> anterior
Comprar pan no tiene subtareas a las que ir. Respuesta a anterior.
