#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Punto 2 del issue 25: el fin y el principio de una lista filtrada nombran el filtro.
> filtrar vencida
Filtro vencida: ninguna fila coincide.
> siguiente
Fin de las coincidencias. Filtro vencida.
> anterior
Principio de las coincidencias. Filtro vencida.
> filtrar hecha
Filtro hecha: coinciden 2 filas.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> siguiente
Regar las plantas, 2 de 2 en el filtro hecha, hecha, acciones Borrar, Posponer.
> siguiente
Fin de las coincidencias. Filtro hecha.
> siguiente
Fin de las coincidencias. Filtro hecha. Otra vez.
