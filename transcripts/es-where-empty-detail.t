#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
> columnas detalle
Columnas: detalle.
División: equilibrada.
Columna de detalle.
> dónde
Columna de detalle: vacía. Abre una fila desde Tareas.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
