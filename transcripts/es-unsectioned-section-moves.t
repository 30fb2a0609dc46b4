#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: una lista sin secciones con nombre no tiene sección a la que ir ni que
# listar, con filtro o sin él: sección primera y secciones lo dicen.
> abrir Entrada
Entrada, 3 filas.
Pista: a Listas se vuelve con atrás.
> sección primera
Entrada no tiene secciones: 3 filas. Escribe sección añadir y un nombre para añadir una.
> sección siguiente
Entrada no tiene secciones: 3 filas. Escribe sección añadir y un nombre para añadir una. Respuesta a sección siguiente.
> filtrar comida
Filtro comida: coincide 1 fila.
Comida del viernes, 1 de 1, no leída, plegada, 1 respuesta sin leer, acciones Borrar.
> secciones
Entrada no tiene secciones: 1 fila en el filtro comida. Escribe sección añadir y un nombre para añadir una.
> sección primera
Entrada no tiene secciones: 1 fila en el filtro comida. Escribe sección añadir y un nombre para añadir una. Respuesta a sección primera.
> nueva lista Grande
Lista Grande creada.
Grande, sin filas.
Filtro comida quitado.
> añadir a
Añadida a, 1 de 1.
> añadir b
Añadida b, 2 de 2.
> filtrar a
Filtro a: coincide 1 fila.
a, 1 de 1, acciones Borrar.
> secciones
Grande no tiene secciones: 1 fila en el filtro a. Escribe sección añadir y un nombre para añadir una.
> filtrar no
Filtro quitado, 2 filas.
a, 1 de 2.
> secciones
Grande no tiene secciones: 2 filas. Escribe sección añadir y un nombre para añadir una.
