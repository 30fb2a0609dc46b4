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
# La ayuda de poner y sus ejemplos de fecha dicen dentro de 3 días, como lo dice quien habla español.
> ayuda poner
poner: pone un campo de una fila, como poner vence viernes o poner 2 vence hoy.
Uso: poner CAMPO VALOR, o poner FILA CAMPO VALOR.
Fechas: hoy, mañana, ayer, un día de la semana, la semana que viene, dentro de 3 días o en 3 días, dentro de 2 semanas, 9 de diciembre o 2026-12-09.
La fila va primero, como número, un punto o un título; sin ella es la fila enfocada. Un campo de sí o no nombrado solo se pone a sí, como hace marcar: poner 2 pospuesta.
poner inicio FECHA deja una fila en espera hasta ese día; donde la lista tiene un campo llamado inicio, poner inicio pone ese campo, y poner espera FECHA deja una fila en espera.
> poner vence algún día
Error: vence admite un valor de tipo fecha, y "algún día" no lo es. Por ejemplo: hoy, mañana, viernes, dentro de 3 días, 9 de diciembre o 2026-12-09.
> poner inicio dentro de 2 días
Llamar a Ana: en espera hasta el jueves.
Comprar pan, 1 de 1 en el filtro vence hasta dentro de 3 días, vence el viernes.
> avisar dentro de 3 días 18:00
Comprar pan: aviso el viernes a las 18.
