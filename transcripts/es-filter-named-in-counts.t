#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Con un filtro puesto, la respuesta que cuenta nombra el filtro una vez.
> filtrar Ana
Filtro Ana: coincide 1 fila.
Llamar a Ana, 1 de 1, acciones Hecho, Borrar, Posponer.
> leer
Llamar a Ana, 1 de 1 en el filtro Ana, acciones Hecho, Borrar, Posponer.
En Pendientes.
> ir 1
Llamar a Ana, 1 de 1 en el filtro Ana.
> siguiente
Fin de las coincidencias. Filtro Ana.
> dónde
Llamar a Ana, 1 de 1 en el filtro Ana.
Columna de contenido: Tareas, sección Pendientes.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
Filtro: Ana.
> anterior
Pendientes, sección 1 de 1 en el filtro Ana, 1 fila.
> primero
Tareas, filtro Ana: coincide 1 fila, 1 sección.
