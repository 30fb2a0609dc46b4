#! args: --memory --demo --profile phone --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: en un teléfono fuera de edición, deshacer un borrado devuelve la selección que
# el paso dejó (Llamar a Ana se deseleccionaba sin decirlo).
> editar sí
Editando.
> seleccionar 1-2
Comprar pan y Llamar a Ana seleccionadas, 2 en total.
> editar no
Edición terminada.
> ir Comprar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, seleccionada, acciones Hecho, Borrar, Posponer.
> borrar
Borrada Comprar pan. Quedan 2 filas.
Llamar a Ana, 1 de 2, seleccionada.
> deshacer
Deshecho: borrar Comprar pan.
Comprar pan seleccionada de nuevo, 2 en total.
Comprar pan, 1 de 3, seleccionada.
> selección
2 seleccionadas: Comprar pan, Llamar a Ana.
