#! args: --memory --demo --layout regular --language es
Tareas, 2 secciones, 5 filas.
# En la disposición regular las columnas están una al lado de otra: una lista abierta desde la barra lateral se dice como lo que muestra la columna de contenido, porque el foco sigue en las listas.
> atrás
Columna lateral.
Tareas, 1 de 4, 5 filas.
> abrir Artículos
Contenido: Artículos, 2 secciones, 5 filas.
> siguiente
Entrada, 3 de 4, 3 filas, 2 sin leer, 1 respuesta sin leer.
# Una fila abierta en la columna de contenido se dice una vez, como la del detalle.
> abrir Tareas
Contenido: Tareas, 2 secciones, 5 filas.
> rotor columnas
Rotor: columnas.
> siguiente
Columna de contenido.
Tareas, 2 secciones, 5 filas.
> rotor elementos
Rotor: elementos.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> abrir .
Detalle: Comprar pan, 1 de 3.
> abrir Llamar a Ana
Detalle: Llamar a Ana, 2 de 3.
