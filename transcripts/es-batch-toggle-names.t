#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Punto 10 del issue 25: posponer filas en estados mezclados nombra las filas de cada estado, y deshacer las nombra.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> Posponer
Posponer: Comprar pan. Ahora pospuesta.
> editar
Editando.
> seleccionar 1
Comprar pan seleccionada, 1 en total.
> seleccionar 2
Llamar a Ana seleccionada, 2 en total.
> Posponer
Posponer: Llamar a Ana, ahora pospuesta; Comprar pan, ya no pospuesta.
> deshacer
Deshecho: Posponer en Comprar pan y Llamar a Ana.
Comprar pan, 1 de 3, pospuesta, seleccionada.
> rehacer
Rehecho: Posponer en Comprar pan y Llamar a Ana.
