#! args: --demo --language es --now 2026-12-02T08:00
Tareas, 2 secciones, 5 filas.
# Quitar una repetición, un inicio o un aviso que la fila no tiene dice cuál no tiene, con calma, sin paso que deshacer.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> avisar no
Comprar pan no tiene aviso; no cambió nada.
> repetir no
Comprar pan no se repite; no cambió nada.
> poner inicio no
Comprar pan no tiene inicio; no cambió nada.
