#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Borrar la última fila que muestra un filtro deja el foco en el título de la lista, dicho bajo el filtro, nunca en un encabezado contado entre ninguna sección.
> filtrar ana
Filtro ana: coincide 1 fila.
Llamar a Ana, 1 de 1, acciones Hecho, Borrar, Posponer.
> ir 1
Llamar a Ana, 1 de 1 en el filtro ana.
> borrar
Borrada Llamar a Ana. No queda ninguna fila en el filtro ana.
Tareas, filtro ana: ninguna fila coincide.
> deshacer
Deshecho: borrar Llamar a Ana.
Llamar a Ana, 1 de 1 en el filtro ana.
