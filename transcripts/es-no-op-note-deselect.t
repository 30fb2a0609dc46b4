#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Quitar la nota de una fila sin nota, poner la nota que ya tiene y deseleccionar
# todas sin nada seleccionado no cambian nada: se dice con calma, sin paso de deshacer.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> nota no
Comprar pan no tiene nota; no cambió nada.
> deshacer
Error: nada que deshacer.
> nota hola
Nota en Comprar pan: hola.
> nota hola
Comprar pan ya tiene esa nota; no cambió nada.
> deshacer
Deshecho: nota en Comprar pan; de nuevo sin nota.
Comprar pan, 1 de 3.
> deshacer
Error: nada que deshacer.
> editar sí
Editando.
> deseleccionar todas
No hay nada seleccionado; no cambió nada.
> seleccionar 1
Comprar pan seleccionada, 1 en total.
> deseleccionar todas
Deseleccionadas todas, ninguna seleccionada.
