#! args: --demo --language es --now 2026-12-02T08:00
Tareas, 2 secciones, 5 filas.
# En una lista agrupada, borrar dice las filas que quedan en el grupo donde se oía la fila, como las cuenta la fila siguiente, no en la sección guardada que la agrupación oculta.
> ir 2
Pendientes, sección 1 de 2.
Llamar a Ana, 2 de 3, acciones Hecho, Borrar, Posponer.
> poner vence mañana
Llamar a Ana: vence mañana.
> agrupar vence
Tareas: agrupada por vence.
> ir 1
Llamar a Ana, 1 de 1, vence mañana.
> borrar
Borrada Llamar a Ana. No queda ninguna fila.
Tareas, 1 sección, 4 filas.
> deshacer
Deshecho: borrar Llamar a Ana.
Llamar a Ana, 1 de 1, vence mañana.
> sección siguiente
Sin fecha, sección 2 de 2, 4 filas.
> ir 1
Comprar pan, 1 de 4.
> borrar
Borrada Comprar pan. Quedan 3 filas.
Pagar el alquiler, 1 de 3, fijada.
