#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Punto 15 del issue 25: una palabra de estado dicha de varias filas concuerda con ellas (pospuestas, no leídas).
> editar
Editando.
> seleccionar 1-3
Comprar pan, Llamar a Ana y Pagar el alquiler seleccionadas, 3 en total.
> Posponer selección
Posponer: 3 filas. Ahora pospuestas.
> alternar selección pospuesta
No pospuestas: 3 filas.
> seleccionar 1
Comprar pan ya está seleccionada; no cambió nada.
> alternar selección pospuesta
Pospuestas: 3 filas.
> seleccionar todo
Todas seleccionadas, 5 filas.
> alternar selección pospuesta
Alternar: Renovar el pasaporte y Regar las plantas, ahora pospuestas; Comprar pan, Llamar a Ana y Pagar el alquiler, ya no pospuestas.
> alternar selección pospuesta
Alternar: Comprar pan, Llamar a Ana y Pagar el alquiler, ahora pospuestas; Renovar el pasaporte y Regar las plantas, ya no pospuestas.
> alternar 2 pospuesta
Llamar a Ana: no pospuesta.
> alternar 3 pospuesta
Pagar el alquiler: no pospuesta.
> alternar selección pospuesta
Alternar: 4 filas, ahora pospuestas; Comprar pan, ya no pospuesta.
