#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 trial, smaller points, the Spanish twin of section-edge-names-filter.t:
# sección siguiente y anterior en el borde de una lista filtrada nombran el filtro.
> filtrar vencidas
Filtro vencidas: ninguna fila coincide.
> sección siguiente
Fin de las coincidencias. Filtro vencidas.
> sección anterior
Principio de las coincidencias. Filtro vencidas.
> filtrar no
Filtro quitado, 5 filas.
> sección última
Completadas, sección 2 de 2, 2 filas.
> sección siguiente
Fin de la lista.
