#! args: --memory --demo --width 120 --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: en la columna lateral, . nombra la lista enfocada, y abrir . la
# abre, como abrir solo, y entra en la columna de contenido.
> disposición regular
Vista regular.
> atrás
Columna lateral.
Tareas, 1 de 4, 5 filas.
> siguiente
Artículos, 2 de 4, 5 filas, 3 sin leer.
> abrir .
Columna de contenido.
Artículos, 2 secciones, 5 filas.
> dónde
Columna de contenido: Artículos.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista regular.
# En la columna de contenido, . es la fila enfocada: en el título no hay ninguna.
> abrir .
Error: abrir necesita una fila, y el foco está en el título de Artículos. Ve a una fila con siguiente o ir 1.
> siguiente
Hoy, sección 1 de 2, 3 filas, 2 sin leer.
> abrir .
Error: abrir necesita una fila, y el foco está en el encabezado de Hoy. Ve a una fila con siguiente o ir 1.
> siguiente
Listas de oído, 1 de 3, no leída, acciones Borrar.
> abrir .
Hoy, sección 1 de 2.
Detalle: Listas de oído, 1 de 3, seleccionada.
Listas de oído: leída.
