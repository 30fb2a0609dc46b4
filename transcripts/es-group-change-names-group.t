#! args: --memory --demo --language es --today 2026-12-04
Tareas, 2 secciones, 5 filas.
# Issue 21 (trial48 F12): en una lista agrupada por un campo, un cambio que lleva la fila a otro grupo dice el grupo, como al moverla a una sección: Ahora en Pospuesta.
> agrupar pospuesta
Tareas: agrupada por pospuesta.
Tareas, 1 sección, 5 filas.
> ir Comprar
No pospuesta, sección 1 de 1.
Comprar pan, 1 de 5, acciones Hecho, Borrar, Posponer.
> hacer Posponer
Posponer: Comprar pan. Ahora pospuesta. Ahora en Pospuesta.
> donde
Comprar pan, 1 de 1.
Columna de contenido: Tareas, sección Pospuesta.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
Grupos: pospuesta.
> hacer Posponer
Posponer: Comprar pan. Ya no pospuesta. Ahora en No pospuesta.
> marcar pospuesta
Comprar pan: pospuesta. Ahora en Pospuesta.
> agrupar vence
Tareas: agrupada por vence.
> ir Comprar
Comprar pan, 1 de 5, pospuesta.
> poner vence mañana
Comprar pan: vence mañana. Ahora en Mañana.
> quitar vence
Comprar pan: vence quitado. Ahora en Sin fecha.
