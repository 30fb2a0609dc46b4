#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Atrás desde la columna de contenido dice dónde llega en los términos de cada
# vista: en compacta la barra lateral es una pantalla; en regular, una columna.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> atrás
Listas, 4 listas.
Tareas, 1 de 4, 5 filas.
> abrir
Tareas, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> vista regular
Vista regular.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3.
> atrás
Columna lateral.
Tareas, 1 de 4, 5 filas.
