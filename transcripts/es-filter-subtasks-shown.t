#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una fila que el filtro abre cuenta las subtareas que el filtro muestra, no las que
# oculta: en su línea, en lista y en el detalle, que recorre las mismas.
> nueva lista Viaje
Lista Viaje creada.
Viaje, sin filas.
> añadir Plan
Añadida Plan, 1 de 1.
> añadir hija Reservar tren
Reservar tren añadida dentro de Plan, nivel 2, 1 de 1.
> añadir Reservar hotel
Reservar hotel añadida dentro de Plan, nivel 2, 2 de 2.
> subir
Plan, nivel 1, 1 de 1, expandida, 2 subtareas, acciones Borrar.
> plegar
Plan plegada, 2 subtareas.
> añadir Equipaje
Añadida Equipaje, 2 de 2.
> filtrar tren
Filtro tren: coincide 1 subtarea, dentro de 1 fila.
Plan, 1 de 1, plegada, abierta por el filtro, 1 subtarea.
> lista
Viaje, filtro tren: coincide 1 subtarea, dentro de 1 fila.
Plan, plegada, abierta por el filtro, 1 subtarea.
Reservar tren, nivel 2.
> ir Plan
Plan, 1 de 1 en el filtro tren, plegada, abierta por el filtro, 1 subtarea.
> abrir
Detalle: Plan, 1 de 1. 1 subtarea.
Pista: a Viaje se vuelve con atrás.
> siguiente
Reservar tren, 1 de 1 en el filtro tren.
> siguiente
Fin de la lista.
> atrás
Columna de contenido.
Plan, 1 de 1 en el filtro tren, plegada, abierta por el filtro, 1 subtarea.
Pista: a Listas se vuelve con atrás.
> filtrar no
Filtro quitado, 2 filas.
Plan, 1 de 2, plegada, 2 subtareas.
> ir Plan
Plan, 1 de 2, plegada, 2 subtareas. Respuesta a ir Plan.
