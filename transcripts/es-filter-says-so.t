#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 punto 2 en español: con un filtro, cada respuesta que cuenta o lee lo
# nombra una vez, y una fila o sección que oculta se rechaza por el filtro.
> filtrar vencida
Filtro vencida: ninguna fila coincide.
> ir 1
Error: fila 1: ninguna fila coincide con el filtro vencida. Escribe filtrar no para oírlas todas.
> ir Comprar pan
Error: Comprar pan está oculta por el filtro vencida. Escribe filtrar no para llegar a ella.
> lista Pendientes
Pendientes: ninguna fila coincide con el filtro vencida. Escribe filtrar no para oírlas todas.
> sección Pendientes
Error: Pendientes: ninguna fila coincide con el filtro vencida. Escribe filtrar no para llegar a ella.
> sección 2
Error: sección 2: ninguna sección coincide con el filtro vencida. Escribe filtrar no para llegar a ellas.
> primero
Tareas, filtro vencida: ninguna fila coincide.
> leer seguido
Tareas: ninguna fila coincide con el filtro vencida. Escribe filtrar no para oírlas todas.
> editar
Editando.
> seleccionar todo
Filtro vencida: ninguna fila que seleccionar.
> editar no
Edición terminada.
> listas
4 listas.
1. Tareas, 5 filas, abierta, filtro vencida.
2. Artículos, 5 filas, 3 sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Archivo, 2 filas.
> añadir Leche
Añadida Leche, oculta por el filtro vencida.
> filtrar hecha
Filtro hecha: coinciden 2 filas.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> ir 3
Error: fila 3: el filtro hecha solo muestra 2. Escribe un número del 1 al 2, o filtrar no.
> lista Completadas
Tareas, filtro hecha: coinciden 2 filas, 1 sección.
Completadas, 1 de 1, 2 filas.
Renovar el pasaporte, hecha.
Regar las plantas, hecha.
Pie: Se archivan a los treinta días.
> ir 2
Regar las plantas, 2 de 2 en el filtro hecha, hecha, acciones Borrar, Posponer.
> leer seguido
Tareas, filtro hecha: coinciden 2 filas, 1 sección.
Regar las plantas, hecha.
Pie: Se archivan a los treinta días.
> secciones
Filtro hecha: coincide 1 sección.
1. Completadas, 2 filas.
> filtrar no
Filtro quitado, 6 filas.
> filtrar Leche
Filtro Leche: coincide 1 fila.
Leche, 1 de 1, acciones Hecho, Borrar, Posponer.
> añadir Leche
Añadida Leche, 2 de 2 en el filtro Leche.
