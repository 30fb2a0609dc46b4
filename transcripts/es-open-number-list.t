#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# abrir N donde una lista se llama N: el número abre la fila N, o la lista N en la barra de listas, y después se dice cómo abrir la lista llamada así; también cuando se rechaza.
> nueva lista 3
Lista 3 creada.
3, sin filas.
> abrir 3
Error: fila 3: aquí no hay filas. Para la lista llamada 3, escribe abrir "3".
> abrir "Tareas"
Tareas, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> abrir 3
Detalle: Pagar el alquiler, 3 de 3, fijada.
Pista: a Tareas se vuelve con atrás.
Para la lista llamada 3, escribe abrir "3".
> atrás
Columna de contenido.
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
> atrás
Listas, 5 listas.
Tareas, 1 de 5, 5 filas.
> abrir 3
Entrada, 3 filas.
Para la lista llamada 3, escribe abrir "3".
> atrás
Listas, 5 listas.
Entrada, 3 de 5, 3 filas, 2 sin leer, 1 respuesta sin leer.
> abrir "3"
3, sin filas.
Añade una fila con añadir.
> nueva lista 9
Lista 9 creada.
9, sin filas.
> atrás
Listas, 6 listas.
9, 6 de 6, sin filas.
> abrir 9
Error: no hay lista 9; hay 6. Escribe listas para oírlas. Para la lista llamada 9, escribe abrir "9".
