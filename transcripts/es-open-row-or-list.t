#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# abrir con un nombre acortado que empieza una fila de aquí y una lista toma la
# fila, y nombra las listas que también empieza, con cómo abrir una.
> abrir Entrada
Entrada, 3 filas.
Pista: a Listas se vuelve con atrás.
> añadir Enviar el presupuesto
Añadida Enviar el presupuesto, 4 de 4, no leída.
> abrir En
Detalle: Enviar el presupuesto, 4 de 4, seleccionada.
Enviar el presupuesto: leída.
"En" también empieza la lista Entrada; escribe su nombre entero para abrirla.
Pista: a Entrada se vuelve con atrás.
> abrir Entrada
Entrada, 4 filas.
