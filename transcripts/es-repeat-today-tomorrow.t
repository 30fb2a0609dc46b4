#! args: --demo --language es --today 2026-12-05
Tareas, 2 secciones, 5 filas.
# Las respuestas de repetir dicen hoy y mañana como las demás, no sus fechas.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> repetir cada semana después de hecha
Comprar pan se repite cada semana después de hecha. Vence hoy.
> ir 2
Llamar a Ana, 2 de 3.
> poner vence ayer
Llamar a Ana: vencida hace 1 día.
> repetir cada día
Llamar a Ana se repite cada día.
> marcar hecha
Hecho: Llamar a Ana. Vuelve a vencer mañana.
> ir 3
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
> poner vence 2026-12-20
Pagar el alquiler: vence el 20 de diciembre.
> repetir cada semana
Pagar el alquiler se repite cada semana.
> marcar hecha
Hecho: Pagar el alquiler. Vuelve a vencer el domingo 27 de diciembre.
