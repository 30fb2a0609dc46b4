#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# ordenar no vuelve al orden manual, como agrupar no y filtrar no.
> ordenar vence
Tareas: ordenada por vence.
> ordenar no
Tareas en orden manual.
> ordenar
Tareas en orden manual. Respuesta a ordenar.
