#! args: --memory --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Issue 25, N10: deshacer y rehacer alternar en una selección dicen la palabra del comando, en minúscula.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> Posponer
Posponer: Comprar pan. Ahora pospuesta.
> editar
Editando.
> seleccionar 1-2
Comprar pan y Llamar a Ana seleccionadas, 2 en total.
> alternar pospuesta
Alternar: Llamar a Ana, ahora pospuesta; Comprar pan, ya no pospuesta.
> deshacer
Deshecho: alternar en Comprar pan y Llamar a Ana.
Comprar pan, 1 de 3, pospuesta, seleccionada.
> rehacer
Rehecho: alternar en Comprar pan y Llamar a Ana.
