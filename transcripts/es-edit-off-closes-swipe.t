#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# The Spanish twin of edit-off-closes-swipe.t.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> deslizar inicio
Comprar pan, deslizada desde el inicio, 1 acción.
1. Hecho, inicio, deslizar completo, verde.
Elige un número, el nombre de una acción, o cancelar.
> editar no
Comprar pan: deslizamiento cerrado.
> editar no
No estás editando; no cambió nada.
