#! args: --memory --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# dentro de 3 días es un día, como en 3 días; el juicio de una semana lo tenía rechazado.
> ir Comprar pan
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> poner vence dentro de 3 días
Comprar pan: vence el viernes.
> ir Llamar a Ana
Llamar a Ana, 2 de 3.
> poner vence dentro de una semana
Llamar a Ana: vence el 8 de diciembre.
> poner vence en 2 días
Llamar a Ana: vence el jueves.
> filtrar vence hasta dentro de 3 días
Filtro vence hasta dentro de 3 días: coinciden 2 filas.
