#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: el foco en un detalle vacío pasa a la columna de contenido al volverse compacta
# la vista, y lo dice.
> vista regular
Vista regular.
> rotor columnas
Rotor: columnas.
> siguiente
Columna de detalle.
Detalle vacío. Abre una fila desde Tareas.
> vista compacta
Vista compacta.
Columna de contenido.
Rotor: elementos.
> dónde
Columna de contenido: Tareas.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
