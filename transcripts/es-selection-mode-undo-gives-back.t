#! args: --demo --profile pad --language es
Tareas, 2 secciones, 5 filas.
# Issue 25, trial25q new finding 8: deshacer selección modo ninguna devuelve las filas
# que quitó, y nombra el modo como se escribe; rehacer las vuelve a quitar.
> editar
Editando.
> seleccionar 1-2
Comprar pan y Llamar a Ana seleccionadas, 2 en total.
> selección modo ninguna
Tareas, selección ninguna.
2 filas deseleccionadas.
> deshacer
Deshecho: ninguna, modo de selección; Tareas vuelve a seleccionar varias filas.
Comprar pan y Llamar a Ana seleccionadas de nuevo, 2 en total.
> selección
2 seleccionadas: Comprar pan, Llamar a Ana.
> rehacer
Rehecho: ninguna, modo de selección; Tareas vuelve a no seleccionar filas.
2 filas deseleccionadas.
> selección
Selección vacía.
