#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Listas y columnas: listas, abrir, atrás, columnas, nueva lista, ordenar, estilo.
> listas
4 listas.
1. Tareas, 5 filas, abierta.
2. Artículos, 5 filas, 3 sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Archivo, 2 filas.
> abrir Entrada
Entrada, 3 filas.
Pista: a Listas se vuelve con atrás.
> siguiente
Comida del viernes, 1 de 3, no leída, plegada, 1 respuesta sin leer, acciones Borrar.
> abrir
Detalle: Comida del viernes, 1 de 3, seleccionada. 1 respuesta sin leer.
Notas: ¿Quedamos el viernes a mediodía?
Comida del viernes: leída.
Pista: a Entrada se vuelve con atrás.
> atrás
Columna de contenido.
Comida del viernes, 1 de 3, seleccionada, plegada, 1 respuesta sin leer.
> atrás
Listas, 4 listas.
Entrada, 3 de 4, 3 filas, 1 sin leer, 1 respuesta sin leer.
> atrás
Error: la columna lateral es la primera columna; no hay nada a lo que volver.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
Selección quitada.
> nueva lista Viajes como Tareas
Lista Viajes creada.
Viajes, 2 secciones, sin filas.
> listas
5 listas.
1. Tareas, 5 filas.
2. Artículos, 5 filas, 3 sin leer.
3. Entrada, 3 filas, 1 sin leer, 1 respuesta sin leer.
4. Archivo, 2 filas.
5. Viajes, sin filas, abierta.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
> ordenar
Tareas en orden manual.
> ordenar manual
Tareas ya está en orden manual; no cambió nada.
> estilo
Estilo de Tareas: automático.
> estilo simple
Estilo de Tareas: simple.
> columnas
Columnas: automático.
División: equilibrada.
> disposición regular
Vista regular.
> columnas doble
Columnas: doble.
División: equilibrada.
