#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Una lista cuyas secciones se han borrado todas (o importada sin ninguna) no tiene dónde
# poner una fila: moverla allí, o añadirla en ella, se rechaza por el nombre de la lista,
# no como una sección que ya no existe, y nada se mueve.
> nueva lista Vacía como Tareas
Lista Vacía creada.
Vacía, 2 secciones, sin filas.
> sección 1
Pendientes, sección 1 de 2, sin filas.
> sección borrar
Sección Pendientes borrada.
Vacía, 1 sección, sin filas.
> sección 1
Completadas, sección 1 de 1, sin filas.
> sección borrar
Sección Completadas borrada. Hecho ya no tiene una sección a la que mover filas; no se ofrece.
Vacía, sin filas.
> añadir Nueva
Error: Vacía no tiene secciones: escribe sección añadir NOMBRE antes.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> ir 2
Pendientes, sección 1 de 2.
Llamar a Ana, 2 de 3, acciones Hecho, Borrar, Posponer.
> mover a lista Vacía
Error: Vacía no tiene secciones: ábrela y escribe sección añadir NOMBRE antes.
> listas
5 listas.
1. Tareas, 5 filas, abierta.
2. Artículos, 5 filas, 3 sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Archivo, 2 filas.
5. Vacía, sin filas.
