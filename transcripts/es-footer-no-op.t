#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Punto 7 del issue 25: quitar un pie que no hay, o poner el que ya tiene, no cambia nada, lo dice y no deja paso que deshacer.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> pie no
Pendientes no tiene pie; no cambió nada.
> pie Sigue así
Pie de Pendientes: Sigue así.
> pie Sigue así
Pendientes ya tiene ese pie; no cambió nada.
> deshacer
Deshecho: cambio del pie de Pendientes.
> deshacer
Error: nada que deshacer.
> pie no
Pendientes no tiene pie; no cambió nada.
