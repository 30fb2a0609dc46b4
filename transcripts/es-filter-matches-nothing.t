#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Un filtro que no coincide con nada nunca hace que la lista suene vacía.
> filtrar vencidas
Filtro vencidas: ninguna fila coincide.
> lista todo
Tareas: ninguna fila coincide con el filtro vencidas. Escribe filtrar no para oírlas todas.
> secciones
Filtro vencidas: ninguna sección coincide.
> añadir Leche
Añadida Leche, oculta por el filtro vencidas.
> primero
Tareas, filtro vencidas: ninguna fila coincide.
> filtrar no
Filtro quitado, 6 filas.
# Quitar un filtro que no coincidió con nada vuelve a la fila enfocada antes.
> ir 2
Pendientes, sección 1 de 2.
Llamar a Ana, 2 de 4, acciones Hecho, Borrar, Posponer.
> filtrar zzz
Filtro zzz: ninguna fila coincide.
> filtrar no
Filtro quitado, 6 filas.
Pendientes, sección 1 de 2.
Llamar a Ana, 2 de 4.
