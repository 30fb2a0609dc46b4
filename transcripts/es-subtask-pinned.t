#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una fila cuya subtarea está fijada se rechaza por su propio nombre, con la subtarea que la retiene.
> ir Comprar pan
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> añadir hija Levadura
Levadura añadida dentro de Comprar pan, nivel 2, 1 de 1.
> fijar Levadura
Levadura: fijada.
> subir
Comprar pan, nivel 1, 1 de 3, expandida, 0 de 1 hecha, acciones Posponer.
> borrar Comprar pan
Error: Comprar pan no se puede borrar: su subtarea Levadura está fijada.
