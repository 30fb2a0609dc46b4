#! args: --demo --profile phone --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 punto 12b en español: en un teléfono, una lista que selecciona varias filas
# solo selecciona en modo de edición; una lista de selección única selecciona enseguida.
> seleccionar Comprar pan
Error: Tareas selecciona filas en un teléfono solo en modo de edición, porque selecciona varias. Escribe editar y luego seleccionar de nuevo.
> editar
Editando.
> seleccionar Comprar pan
Comprar pan seleccionada, 1 en total.
> abrir Artículos
Artículos, 5 filas. Selección quitada.
Atrás: Listas.
> seleccionar Listas de oído
Listas de oído seleccionada, 1 en total.
> selección
1 seleccionada: Listas de oído.
