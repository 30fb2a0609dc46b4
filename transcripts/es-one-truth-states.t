#! args: --demo --today 2026-12-01 --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 point 5 en español: lo que una fila dice, lo que un filtro encuentra,
# lo que la barra lateral cuenta y lo que un comando pone coinciden.
> abrir Artículos
Artículos, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> añadir Artículo nuevo
Añadida Artículo nuevo, 4 de 4, no leída.
> leer
Artículo nuevo, 4 de 4, no leída, acciones Borrar.
En Hoy.
También: mover arriba.
> filtrar sin leer
Filtro sin leer: coinciden 4 filas.
> listas
4 listas.
1. Tareas, 5 filas.
2. Artículos, 6 filas, 4 sin leer, abierta, filtro sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Archivo, 2 filas.
> filtrar no
Filtro quitado, 6 filas.
Artículo nuevo, 4 de 4, no leída, acciones Borrar.
> marcar leída
Artículo nuevo: leída.
> filtrar no leída
Filtro no leída: coinciden 3 filas.
Listas de oído, 1 de 3, no leída.
> filtrar no leído
Filtro no leído: coinciden 3 filas.
> filtrar no
Filtro quitado, 6 filas.
Listas de oído, 1 de 4, no leída.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
> ir Llamar a Ana
Pendientes, sección 1 de 2.
Llamar a Ana, 2 de 3, acciones Hecho, Borrar, Posponer.
> mover a lista Artículos
Movida Llamar a Ana a Artículos, Hoy, 5 de 5.
Ahora no leída.
Pagar el alquiler, 2 de 2, fijada.
> abrir Artículos
Artículos, 2 secciones, 7 filas.
> ir Llamar a Ana
Hoy, sección 1 de 2.
Llamar a Ana, 5 de 5, no leída, acciones Borrar.
> filtrar sin leer
Filtro sin leer: coinciden 4 filas.
> listas
4 listas.
1. Tareas, 4 filas.
2. Artículos, 7 filas, 4 sin leer, abierta, filtro sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Archivo, 2 filas.
> filtrar no
Filtro quitado, 7 filas.
Llamar a Ana, 5 de 5, no leída.
> abrir Tareas
Tareas, 2 secciones, 4 filas.
> ir Comprar pan
Pendientes, sección 1 de 2.
Comprar pan, 1 de 2, acciones Hecho, Borrar, Posponer.
> marcar pospuesta
Comprar pan: pospuesta.
> filtrar pospuesta
Filtro pospuesta: coincide 1 fila.
> filtrar pospuesto
Filtro pospuesto: coincide 1 fila.
> filtrar no
Filtro quitado, 4 filas.
Comprar pan, 1 de 2, pospuesta.
> marcar hecha
Comprar pan: hecha.
> filtrar hecha
Filtro hecha: coinciden 3 filas.
> filtrar hecho
Filtro hecho: coinciden 3 filas.
> filtrar no
Filtro quitado, 4 filas.
Comprar pan, 1 de 2, hecha, pospuesta.
> ir Pagar el alquiler
Pagar el alquiler, 2 de 2, fijada, acciones Posponer.
> poner vence ayer
Pagar el alquiler: vencida hace 1 día.
> filtrar vencida
Filtro vencida: coincide 1 fila.
> listas
4 listas.
1. Tareas, 4 filas, 1 vencida, abierta, filtro vencida.
2. Artículos, 7 filas, 4 sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Archivo, 2 filas.
> filtrar no
Filtro quitado, 4 filas.
Pagar el alquiler, 2 de 2, fijada, vencida hace 1 día, acciones Posponer.
> poner inicio viernes
Pagar el alquiler: en espera hasta el viernes.
Comprar pan, 1 de 1, hecha, pospuesta.
> listas
4 listas.
1. Tareas, 4 filas, 1 en espera, abierta.
2. Artículos, 7 filas, 4 sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Archivo, 2 filas.
> filtrar vencida
Filtro vencida: ninguna fila coincide.
> filtrar espera
Filtro espera: coincide 1 fila.
Pagar el alquiler, 1 de 1, fijada, vencida hace 1 día, en espera hasta el viernes, acciones Posponer.
> filtrar no
Filtro quitado, 3 filas.
> campo añadir leída booleano
Campo leída añadido a Tareas: booleano.
> filtrar sin leer
Filtro sin leer: coinciden 3 filas.
Comprar pan, 1 de 3, hecha, no leída, pospuesta.
> listas
4 listas.
1. Tareas, 4 filas, 3 sin leer, 1 en espera, abierta, filtro sin leer.
2. Artículos, 7 filas, 4 sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Archivo, 2 filas.
