#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Donde hay filas, abrir y un número sin comillas abre esa fila, aunque una lista
# se llame con el número; la respuesta dice cómo abrir la lista, entre comillas.
# En la barra lateral el número es el de una lista (25, trial25s N7), y la respuesta dice cómo abrir la lista llamada así.
> nueva lista 3
Lista 3 creada.
3, sin filas.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> abrir 3
Detalle: Pagar el alquiler, 3 de 3, fijada.
Pista: a Tareas se vuelve con atrás.
Para la lista llamada 3, escribe abrir "3".
> atrás
Columna de contenido.
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
> abrir "3"
3, sin filas.
Añade una fila con añadir.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
> abrir 9
Error: fila 9: Pendientes solo tiene 3. Escribe un número del 1 al 3, o escribe sección y un número primero.
> listas
5 listas.
1. Tareas, 5 filas, abierta.
2. Artículos, 5 filas, 3 sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Archivo, 2 filas.
5. 3, sin filas.
> abrir 3
Entrada, 3 filas.
Para la lista llamada 3, escribe abrir "3".
