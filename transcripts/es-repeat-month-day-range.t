#! args: --memory --demo --language es --today 2026-12-05
Tareas, 2 secciones, 5 filas.
# Un día del mes fuera de 1 a 31 se rechaza como fuera de rango, nunca en días.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> repetir cada mes el 32
Error: cada mes el 32 está fuera de rango: repetir admite un día del mes del 1 al 31.
> repetir cada mes el -9223372036854775808
Error: cada mes el -9223372036854775808 está fuera de rango: repetir admite un día del mes del 1 al 31.
> repetir cada mes el 5
Comprar pan se repite cada mes el día 5. Vence hoy.
