#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Con un filtro, un borrado que se lleva la última fila que el filtro muestra cuenta lo que queda en el filtro, como toda cuenta ahí: la sección aún tiene filas que el filtro oculta. Igual con borrar selección.
> filtrar pan
Filtro pan: coincide 1 fila.
Comprar pan, 1 de 1, acciones Hecho, Borrar, Posponer.
> ir 1
Comprar pan, 1 de 1 en el filtro pan.
> borrar
Borrada Comprar pan. No queda ninguna fila en el filtro pan.
Tareas, filtro pan: ninguna fila coincide.
> filtrar no
Filtro quitado, 4 filas.
> deshacer
Deshecho: borrar Comprar pan.
Comprar pan, 1 de 3.
> filtrar pan
Filtro pan: coincide 1 fila.
> añadir Pan dos
Añadida Pan dos, 2 de 2 en el filtro pan.
> editar
Editando.
> seleccionar todo
Filtro pan: todas seleccionadas, 2 en total.
> borrar selección
Borradas 2 filas: Comprar pan, Pan dos. No queda ninguna fila en el filtro pan.
Tareas, filtro pan: ninguna fila coincide.
> filtrar no
Filtro quitado, 4 filas.
