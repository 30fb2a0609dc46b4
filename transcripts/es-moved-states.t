#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 punto 5 en español: una fila movida a otra lista guarda solo los estados
# que esa lista tiene: sin leer al salir de Entrada, hecha al entrar en ella.
> abrir Entrada
Entrada, 3 filas.
Pista: a Listas se vuelve con atrás.
> ir Comida del viernes
Comida del viernes, 1 de 3, no leída, plegada, 1 respuesta sin leer, acciones Borrar.
> mover a lista Tareas
Movida Comida del viernes a Tareas, Pendientes, 4 de 4.
Leída se queda atrás: Tareas no guarda ese estado.
Factura de noviembre, 1 de 2, plegada, 1 respuesta.
> abrir Tareas
Tareas, 2 secciones, 6 filas.
> filtrar sin leer
Error: Tareas no tiene el campo leída, así que "sin leer" no es un estado aquí. Sus campos: hecha, vence, pospuesta, fijada.
> filtrar no
Ningún filtro activo; 6 filas.
> ir Comida del viernes
Pendientes, sección 1 de 2.
Comida del viernes, 4 de 4, plegada, 0 de 2 hechas, acciones Hecho, Borrar, Posponer.
> listas
4 listas.
1. Tareas, 6 filas, abierta.
2. Artículos, 5 filas, 3 sin leer.
3. Entrada, 2 filas, 1 sin leer.
4. Archivo, 2 filas.
> ir Renovar el pasaporte
Completadas, sección 2 de 2.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> mover a lista Entrada
Movida Renovar el pasaporte a Entrada, 3 de 3.
Hecha se queda atrás: Entrada no guarda ese estado. Ahora no leída.
Regar las plantas, 1 de 1, hecha.
> abrir Entrada
Entrada, 3 filas.
> lista
Entrada, 3 filas. Respuesta a lista.
Factura de noviembre, plegada, 1 respuesta.
Reunión de equipo cambiada, no leída.
Renovar el pasaporte, no leída.
> filtrar hecha
Error: Entrada no tiene el campo hecha, así que "hecha" no es un estado aquí. Sus campos: leída.
