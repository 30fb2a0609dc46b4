#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Un filtro es de la lista abierta: desde las listas ocultaría filas de otra lista
# que la enfocada, así que filtrar y filtrar no se rechazan allí, nombrando la
# lista enfocada, como una orden que cambia una lista.
> filtrar pan
Filtro pan: coincide 1 fila.
Comprar pan, 1 de 1, acciones Hecho, Borrar, Posponer.
> atrás
Listas, 4 listas.
Tareas, 1 de 4, 5 filas.
> siguiente
Artículos, 2 de 4, 5 filas, 3 sin leer.
> filtrar Ana
Error: filtrar muestra solo algunas filas de una lista, y el foco está en las listas. Escribe abrir para entrar en Artículos.
> filtrar no
Error: filtrar muestra solo algunas filas de una lista, y el foco está en las listas. Escribe abrir para entrar en Artículos. Respuesta a filtrar no.
> anterior
Tareas, 1 de 4, 5 filas.
> filtrar no
Error: filtrar muestra solo algunas filas de una lista, y el foco está en las listas. Escribe abrir para entrar en Tareas.
> abrir
Tareas, filtro pan: coincide 1 fila, 1 sección.
Pista: a Listas se vuelve con atrás.
> filtrar no
Filtro quitado, 5 filas.
