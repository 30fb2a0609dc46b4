#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 findings N2 and N3, in Spanish: next in a message's detail puts focus
# on a reply, which read reads and open . opens; opening it unread reads it.
> abrir Entrada
Entrada, 3 filas.
Pista: a Listas se vuelve con atrás.
> ir 1
Comida del viernes, 1 de 3, no leída, plegada, 1 respuesta sin leer, acciones Borrar.
> abrir .
Detalle: Comida del viernes, 1 de 3, seleccionada. 1 respuesta sin leer.
Notas: ¿Quedamos el viernes a mediodía?
Comida del viernes: leída.
Pista: a Entrada se vuelve con atrás.
> siguiente
Respuesta de Ana, 1 de 1, no leída.
> dónde
Respuesta de Ana, 1 de 1.
Columna de detalle: Entrada, luego Comida del viernes.
División: equilibrada.
Rotor: elementos.
Edición desactivada, 1 seleccionada.
Vista compacta.
> leer
Respuesta de Ana, 1 de 1, no leída, sin acciones.
Notas: A mediodía me va bien. ¿En el sitio de siempre?
1 respuesta.
> abrir .
Respuesta de Ana, 1 de 1. 1 respuesta.
Notas: A mediodía me va bien. ¿En el sitio de siempre?
Respuesta de Ana: leída.
> atrás
Comida del viernes, 1 de 3, seleccionada. 1 respuesta.
Notas: ¿Quedamos el viernes a mediodía?
> atrás
Columna de contenido.
Comida del viernes, 1 de 3, seleccionada, plegada, 1 respuesta.
> listas
4 listas.
1. Tareas, 5 filas.
2. Artículos, 5 filas, 3 sin leer.
3. Entrada, 3 filas, 1 sin leer, abierta.
4. Archivo, 2 filas.
