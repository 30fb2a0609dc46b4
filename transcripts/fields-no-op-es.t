#! args: --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Lo que no cambia nada lo dice, y un valor que no encaja da un ejemplo.
> ir Pagar el alquiler
Pendientes, sección 1 de 2.
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
> fijar
Pagar el alquiler ya está fijada; no cambió nada.
> deshacer
Error: nada que deshacer.
> poner fijada quizá
Error: fijada admite sí o no, no "quizá". Por ejemplo: poner fijada sí.
> filtrar no leído
Error: Tareas no tiene el campo leída, así que "leído" no es un estado aquí. Sus campos: hecha, vence, pospuesta, fijada.
> abrir Artículos
Artículos, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> filtrar vencida
Error: Artículos no tiene el campo vence, así que "vencida" no es un estado aquí. Sus campos: leída.
