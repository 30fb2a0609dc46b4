#! args: --memory --demo --language es --today 2026-12-04
Tareas, 2 secciones, 5 filas.
# rastrear y agenda dicen, en la línea de la fila, cuándo el filtro de la lista
# abierta la oculta, para que sus cuentas nunca suenen a filas que se ven (25, trial25s N15).
> filtrar vencida
Filtro vencida: ninguna fila coincide.
> rastrear pan
Búsqueda pan: 1 fila.
1. Comprar pan, Tareas, Pendientes, oculta por el filtro vencida.
Escribe abrir y un número para ir a una.
> filtrar no
Filtro quitado, 5 filas.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> poner vence hoy
Comprar pan: vence hoy.
> filtrar hecha
Filtro hecha: coinciden 2 filas.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> agenda
Agenda: 1 fila.
Hoy, viernes 4 de diciembre.
Comprar pan, Tareas, oculta por el filtro hecha.
> rastrear a
Búsqueda a: 12 filas.
1. Llamar a Ana, Tareas, Pendientes, oculta por el filtro hecha.
2. Pagar el alquiler, Tareas, Pendientes, oculta por el filtro hecha.
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
> filtrar no
Filtro quitado, 5 filas.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> agenda
Agenda: 1 fila.
Hoy, viernes 4 de diciembre.
Comprar pan, Tareas.
