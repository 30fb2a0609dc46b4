#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Un deslizamiento completo ejecuta la primera acción que el borde ofrece.
> ir Pagar
Pendientes, sección 1 de 2.
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
> deslizar inicio
Error: Pagar el alquiler no tiene acciones en el inicio. Escribe acciones para oír las que tiene.
> deslizar inicio completo
Error: Pagar el alquiler no tiene acciones en el inicio. Escribe acciones para oír las que tiene. Respuesta a deslizar inicio completo.
> ir Renovar
Completadas, sección 2 de 2.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> deslizar inicio completo
Error: Renovar el pasaporte no tiene acciones en el inicio. Escribe acciones para oír las que tiene.
