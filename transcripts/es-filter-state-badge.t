#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Con un filtro por un estado, la insignia de ese estado repetiría la cuenta de filas.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> poner vence ayer
Comprar pan: vencida hace 1 día.
> filtrar vencida
Filtro vencida: coincide 1 fila.
> lista
Tareas, filtro vencida: coincide 1 fila, 1 sección.
Pendientes, 1 de 1, 1 fila.
Comprar pan, vencida hace 1 día.
> secciones
Filtro vencida: coincide 1 sección.
1. Pendientes, 1 fila.
> filtrar Comprar
Filtro Comprar: coincide 1 fila.
> lista
Tareas, filtro Comprar: coincide 1 fila, 1 sección.
Pendientes, 1 de 1, 1 fila, 1 vencida.
Comprar pan, vencida hace 1 día.
