#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Tras rastrear, ir N es la fila N de la sección, como leer N y borrar N; abrir N
# va al resultado N, y un número solo dice ambos (25, trial25s N3).
> rastrear a
Búsqueda a: 12 filas.
1. Llamar a Ana, Tareas, Pendientes.
2. Pagar el alquiler, Tareas, Pendientes.
3. Atajos de teclado de Orca, Artículos, Esta semana.
4. Escribir buenos textos alternativos, Artículos, Esta semana.
5. Comida del viernes, Entrada, en las notas.
6. Respuesta de Ana, Entrada.
7. Tu respuesta, Entrada, en las notas.
8. Recibo adjunto, Entrada.
9. Reunión de equipo cambiada, Entrada, en las notas.
10. Respuesta de Ana, Archivo.
11. Tu agradecimiento, Archivo.
12. Bienvenida a listo, Archivo.
Escribe abrir y un número para ir a una.
> ir 2
Pendientes, sección 1 de 2.
Llamar a Ana, 2 de 3, acciones Hecho, Borrar, Posponer.
> rastrear a
Búsqueda a: 12 filas.
1. Llamar a Ana, Tareas, Pendientes.
2. Pagar el alquiler, Tareas, Pendientes.
3. Atajos de teclado de Orca, Artículos, Esta semana.
4. Escribir buenos textos alternativos, Artículos, Esta semana.
5. Comida del viernes, Entrada, en las notas.
6. Respuesta de Ana, Entrada.
7. Tu respuesta, Entrada, en las notas.
8. Recibo adjunto, Entrada.
9. Reunión de equipo cambiada, Entrada, en las notas.
10. Respuesta de Ana, Archivo.
11. Tu agradecimiento, Archivo.
12. Bienvenida a listo, Archivo.
Escribe abrir y un número para ir a una.
> 2
Error: 2 solo no hace nada aquí; escribe abrir 2 para el resultado 2 de la búsqueda, o ir 2 para la fila 2.
> leer 1
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
En Pendientes.
También: mover abajo.
> abrir 2
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> sección 2
Completadas, sección 2 de 2, 2 filas.
> rastrear pan
Búsqueda pan: 1 fila.
1. Comprar pan, Tareas, Pendientes.
Escribe abrir y un número para ir a una.
> ir 1
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> filtrar vencida
Filtro vencida: ninguna fila coincide.
> rastrear pan
Búsqueda pan: 1 fila.
1. Comprar pan, Tareas, Pendientes, oculta por el filtro vencida.
Escribe abrir y un número para ir a una.
> ir 1
Error: fila 1: ninguna fila coincide con el filtro vencida. Escribe filtrar no para oírlas todas.
> abrir 1
Filtro vencida quitado: oculta Comprar pan.
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3.
