#! args: --demo --profile phone --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 punto 12b en español: en un teléfono, una lista que selecciona varias filas
# selecciona de una en una fuera del modo de edición, como un toque, y varias solo en él.
> seleccionar Comprar pan
Comprar pan seleccionada, 1 en total.
> seleccionar Llamar a Ana
Llamar a Ana seleccionada, 1 en total.
Comprar pan deseleccionada.
> selección
1 seleccionada: Llamar a Ana.
> seleccionar 1-2
Error: Tareas selecciona varias filas en un teléfono solo en modo de edición; fuera de él, de una en una. Escribe editar y luego seleccionar de nuevo.
> editar
Editando.
> seleccionar Comprar pan
Comprar pan seleccionada, 2 en total.
> selección
2 seleccionadas: Comprar pan, Llamar a Ana.
> editar no
Edición terminada.
> abrir Artículos
Artículos, 2 secciones, 5 filas.
Selección quitada.
Pista: a Listas se vuelve con atrás.
> seleccionar Listas de oído
Listas de oído seleccionada, 1 en total.
> selección
1 seleccionada: Listas de oído.
