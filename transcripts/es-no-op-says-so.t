#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Lo que no cambiaría nada lo dice y no deja paso que deshacer.
> siguiente
Pendientes, sección 1 de 2, 3 filas.
> estilo barra lateral
Estilo de Tareas: barra lateral.
> expandir
Pendientes ya está expandida; no cambió nada.
> estilo agrupado
Estilo de Tareas: agrupado.
> estilo agrupado
Tareas ya tiene el estilo agrupado; no cambió nada.
> ir 1
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> deseleccionar
Comprar pan no está seleccionada; no cambió nada.
> deshacer
Deshecho: cambio de estilo de Tareas.
> deshacer
Deshecho: cambio de estilo de Tareas. Otra vez.
> deshacer
Error: nada que deshacer.
