#! args: --demo --layout compact --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 punto 11 en español: abrir el detalle dice Detalle cada vez y volver
# dice la columna de contenido cada vez; el detalle cuenta las subtareas como la fila.
> ir Comprar pan
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> añadir hija Levadura
Levadura añadida dentro de Comprar pan, nivel 2, 1 de 1.
> subir
Comprar pan, nivel 1, 1 de 3, expandida, 0 de 1 hecha.
> abrir
Detalle: Comprar pan, 1 de 3. 0 de 1 hecha.
Pista: a Tareas se vuelve con atrás.
> atrás
Columna de contenido.
Comprar pan, 1 de 3, expandida, 0 de 1 hecha.
Pista: a Listas se vuelve con atrás.
> abrir
Detalle: Comprar pan, 1 de 3. 0 de 1 hecha.
> atrás
Columna de contenido.
Comprar pan, 1 de 3, expandida, 0 de 1 hecha.
> abrir Artículos
Artículos, 2 secciones, 5 filas.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
> ir Comprar pan
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, expandida, 0 de 1 hecha.
> abrir
Detalle: Comprar pan, 1 de 3. 0 de 1 hecha.
> abrir Artículos
Artículos, 2 secciones, 5 filas.
Detalle cerrado.
