#! args: --memory --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Quitar el campo por el que la lista se agrupa u ordena termina la agrupación y el orden,
# dicho en la misma respuesta; deshacer devuelve el campo, sus valores, la agrupación y el orden.
> goto Comprar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> poner vence hoy
Comprar pan: vence hoy.
> agrupar vence
Tareas: agrupada por vence.
> ordenar vence
Tareas: ordenada por vence.
> campo quitar vence
Campo vence quitado de Tareas, y su valor de 1 fila.
Tareas ya no está agrupada ni ordenada por vence.
> agrupar
Tareas en sus propias secciones.
> ordenar
Tareas en orden manual.
> deshacer
Deshecho: quitar el campo vence.
> agrupar
Tareas: agrupada por vence.
> ordenar
Tareas: ordenada por vence.
