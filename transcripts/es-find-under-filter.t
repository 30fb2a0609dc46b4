#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# buscar con un filtro activo busca entre las filas que el filtro muestra. Un texto
# solo en filas ocultas se dice oculto, con un camino que funciona; un texto en
# ninguna fila nombra el filtro una vez; antes del foco también lo nombra.
> filtrar vencidas
Filtro vencidas: ninguna fila coincide.
> buscar Comprar
Error: "Comprar" solo está en Comprar pan, oculta por el filtro vencidas. Escribe filtrar no, luego primero, luego buscar otra vez.
> buscar Zzz
Error: "Zzz" no está en ninguna fila de Tareas, ni en las que oculta el filtro vencidas. Prueba un texto más corto, o rastrear para buscar en todas las listas.
> filtrar Llamar
Filtro Llamar: coincide 1 fila.
Llamar a Ana, 1 de 1, acciones Hecho, Borrar, Posponer.
> buscar Llamar
Error: "Llamar": no hay más filas del filtro Llamar después de esta. Para volver a la primera, escribe primero y luego buscar.
> añadir Comprar leche
Añadida Comprar leche, oculta por el filtro Llamar.
> buscar Comprar
Error: "Comprar" solo está en 2 filas, ocultas por el filtro Llamar. Escribe filtrar no, luego primero, luego buscar otra vez.
> filtrar no
Filtro quitado, 6 filas.
Llamar a Ana, 2 de 4.
> primero
Tareas, 2 secciones, 6 filas.
> buscar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 4.
> filtrar Comprar
Filtro Comprar: coinciden 2 filas.
> último
Comprar leche, 2 de 2 en el filtro Comprar.
> buscar Comprar
Error: "Comprar": no hay más filas del filtro Comprar después de esta. Para volver a la primera, escribe primero y luego buscar.
