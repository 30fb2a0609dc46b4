#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# seleccionar un estado cuyas filas oculta todas el filtro dice que el filtro es la razón, como ir; donde la lista toma una fila cada vez, eso se dice primero.
> filtrar hechas
Filtro hechas: coinciden 2 filas.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> editar
Editando.
> seleccionar no hechas
Error: ninguna no hecha coincide con el filtro hechas. Escribe filtrar no para oírlas todas.
> filtrar no
Filtro quitado, 5 filas.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> seleccionar vencidas
Error: ninguna vencida aquí. Escribe lista para oír las filas.
> abrir Artículos
Artículos, 2 secciones, 5 filas.
Edición terminada.
Pista: a Listas se vuelve con atrás.
> filtrar leídas
Filtro leídas: coinciden 2 filas.
Las líneas braille, explicadas, 1 de 2, acciones Borrar.
> seleccionar no leídas
Error: Artículos selecciona una fila cada vez, así que no ofrece seleccionar no leídas: selecciona una sola fila.
