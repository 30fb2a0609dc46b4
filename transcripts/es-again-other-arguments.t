#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Otra vez se dice solo cuando la misma orden da la misma respuesta: el mismo verbo y los mismos
# argumentos, o sus alias (marcar no hecha, marcar sin hecha). El mismo verbo con otros argumentos cuya
# respuesta coincide nombra la orden a la que responde, nunca Otra vez (hallazgo N6 del ensayo del issue 25).
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> mover principio
Comprar pan sigue en 1 de 3; nada se movió.
> mover arriba
Comprar pan sigue en 1 de 3; nada se movió. Respuesta a mover arriba.
> mover arriba
Comprar pan sigue en 1 de 3; nada se movió. Otra vez.
> primero
Tareas, 2 secciones, 5 filas.
> marcar pospuesta
Error: marcar necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
> marcar hecha
Error: marcar necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1. Respuesta a marcar hecha.
> marcar no hecha
Error: marcar necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
> marcar sin hecha
Error: marcar necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1. Otra vez.
> ir 3
Pendientes, sección 1 de 2.
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
> deslizar inicio
Error: Pagar el alquiler no tiene acciones en el inicio. Escribe acciones para oír las que tiene.
> deslizar inicio completo
Error: Pagar el alquiler no tiene acciones en el inicio. Escribe acciones para oír las que tiene. Respuesta a deslizar inicio completo.
> filtrar vencida
Filtro vencida: ninguna fila coincide.
> lista todo
Tareas: ninguna fila coincide con el filtro vencida. Escribe filtrar no para oírlas todas.
> lista
Tareas: ninguna fila coincide con el filtro vencida. Escribe filtrar no para oírlas todas. Respuesta a lista.
> lista
Tareas: ninguna fila coincide con el filtro vencida. Escribe filtrar no para oírlas todas. Otra vez.
