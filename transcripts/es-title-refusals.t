#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 punto 12e en español: un rechazo en el título de la lista nombra el
# comando que rechaza y dónde está el foco, y nombra la lista, no "esta lista".
> borrar
Error: borrar necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
> renombrar Pan
Error: renombrar necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
> mover abajo
Error: mover necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
> marcar hecha
Error: marcar necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
> deslizar inicio
Error: deslizar necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
> Hecho
Error: Hecho necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
> plegar
Error: plegar necesita una fila o una sección, y el foco está en el título de Tareas. Ve a una con siguiente.
> siguiente
Pendientes, sección 1 de 2, 3 filas.
> fijar
Error: fijar necesita una fila, y el foco está en el encabezado de Pendientes. Ve a una fila con siguiente o ir 1.
> último
Pie: Se archivan a los treinta días.
> sangrar
Error: sangrar necesita una fila, y el foco está en el pie de Completadas. Ve a una fila con anterior o ir 1.
> campo añadir vence texto
Error: vence ya es un campo de Tareas. Escribe campos para oírlos.
> abrir Artículos
Artículos, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> seleccionar todo
Error: Artículos selecciona una fila cada vez, así que no ofrece seleccionar todas.
