#! args: --memory --demo --width 40 --language es
Tareas, 2 secciones, 5 filas.
# A 40 celdas, una respuesta dicha otra vez justo después de la misma baja su última
# palabra a una línea propia; un lugar ("2 de 3.") baja entero.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3,
acciones Hecho, Borrar, Posponer.
> abrir .
Detalle: Comprar pan, 1 de 3.
Pista: a Tareas se vuelve con atrás.
> ir 2
Columna de contenido.
Llamar a Ana, 2 de 3.
> ir Llamar a Ana
Llamar a Ana,
2 de 3. Respuesta a ir Llamar a Ana.
