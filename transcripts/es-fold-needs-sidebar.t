#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Las secciones se pliegan solo en el estilo barra lateral: en el título de otra
# lista, y en una sección de Tareas, expandir se rechaza como plegar, con el mismo consejo.
> nueva lista Viaje
Lista Viaje creada.
Viaje, sin filas.
> añadir Plan
Añadida Plan, 1 de 1.
> añadir hija Reservar tren
Reservar tren añadida dentro de Plan, nivel 2, 1 de 1.
> subir
Plan, nivel 1, 1 de 1, expandida, 1 subtarea, acciones Borrar.
> plegar
Plan plegada, 1 subtarea.
> añadir Equipaje
Añadida Equipaje, 2 de 2.
> primero
Viaje, 2 filas.
> expandir
Error: expandir solo vale en el estilo barra lateral, y el estilo de Viaje es automático. Escribe estilo barra lateral primero.
> plegar
Error: plegar solo vale en el estilo barra lateral, y el estilo de Viaje es automático. Escribe estilo barra lateral primero.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> sección 2
Completadas, sección 2 de 2, 2 filas.
> plegar
Error: plegar solo vale en el estilo barra lateral, y el estilo de Tareas es automático. Escribe estilo barra lateral primero.
> expandir
Error: expandir solo vale en el estilo barra lateral, y el estilo de Tareas es automático. Escribe estilo barra lateral primero.
> estilo barra lateral
Estilo de Tareas: barra lateral.
> expandir
Completadas ya está expandida; no cambió nada.
> plegar
Plegada Completadas, 2 filas ocultas.
> expandir
Expandida Completadas, 2 filas.
