#! args: --memory --demo --language es --today 2026-12-01 --profile mac
Tareas, 2 secciones, 5 filas.
# Deshacer la selección múltiple recorta la selección como lo hace poner la única,
# y dice hacia dónde fue; rehacer también.
> selección modo única
Tareas, selección única.
> seleccionar 1
Comprar pan seleccionada, 1 en total.
Detalle: Comprar pan. Escribe abrir para ir allí.
> selección modo múltiple
Tareas, selección múltiple.
> seleccionar 1-3
Llamar a Ana y Pagar el alquiler seleccionadas, 3 en total.
> deshacer
Deshecho: múltiple, modo de selección; Tareas vuelve a seleccionar una sola fila.
Comprar pan sigue seleccionada, 2 filas deseleccionadas.
> selección
1 seleccionada: Comprar pan.
> rehacer
Rehecho: múltiple, modo de selección; Tareas vuelve a seleccionar varias filas.
