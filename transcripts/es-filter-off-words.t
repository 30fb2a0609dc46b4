#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# En español un filtro se quita con no, con lo que se dice de un filtro quitado (desactivado o apagado) y con lo que se dice para quitarlo (quitar o desactivar). Entre comillas, la palabra se busca como texto.
> filtrar vencidas
Filtro vencidas: ninguna fila coincide.
> filtrar desactivado
Filtro quitado, 5 filas.
> filtrar vencidas
Filtro vencidas: ninguna fila coincide.
> filtrar apagado
Filtro quitado, 5 filas.
> filtrar "desactivado"
Filtro "desactivado": ninguna fila coincide.
> filtrar vencidas
Filtro vencidas: ninguna fila coincide.
> filtrar quitar
Filtro quitado, 5 filas.
> filtrar vencidas
Filtro vencidas: ninguna fila coincide.
> filtrar desactivar
Filtro quitado, 5 filas.
> filtrar vencidas
Filtro vencidas: ninguna fila coincide.
> filtrar no
Filtro quitado, 5 filas.
