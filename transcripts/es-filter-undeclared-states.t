#! args: --demo --today 2026-12-01 --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 point 5, una verdad: un filtro por un estado sin campo declarado
# en la lista se rechaza como lo rechazan marcar, ordenar y agrupar.
> abrir Artículos
Artículos, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> filtrar fijada
Error: Artículos no tiene el campo fijada, así que "fijada" no es un estado aquí. Sus campos: leída.
> filtrar no pospuesta
Error: Artículos no tiene el campo pospuesta, así que "pospuesta" no es un estado aquí. Sus campos: leída.
> filtrar fijadas
Error: Artículos no tiene el campo fijada, así que "fijadas" no es un estado aquí. Sus campos: leída.
> filtrar hecha
Error: Artículos no tiene el campo hecha, así que "hecha" no es un estado aquí. Sus campos: leída.
> marcar pospuesta
Error: Artículos no tiene el campo "pospuesta". Sus campos: leída. Añade uno con campo añadir pospuesta booleano.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
> filtrar fijada
Filtro fijada: coincide 1 fila.
Pagar el alquiler, 1 de 1, fijada, acciones Posponer.
> filtrar no pospuesta
Filtro no pospuesta: coinciden 5 filas.
