#! args: --demo --profile pad --language es
Tareas, 2 secciones, 5 filas.
# Issue 25, trial25q new finding 12: editar sí editando y editar no sin editar dicen
# los dos que no cambió nada, como cualquier otra orden que no cambia nada.
> editar sí
Editando.
> editar sí
Ya estás editando; no cambió nada.
> editar no
Edición terminada.
> editar no
No estás editando; no cambió nada.
