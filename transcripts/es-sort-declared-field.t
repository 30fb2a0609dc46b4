#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Un campo declarado ordena como agrupa, aunque ninguna fila lo tenga aún.
> ordenar vence
Tareas: ordenada por vence.
> agrupar vence
Tareas: agrupada por vence.
Tareas, 1 sección, 5 filas.
