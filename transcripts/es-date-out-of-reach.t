#! args: --memory --demo --today 2026-12-05 --language es
Tareas, 2 secciones, 5 filas.
# Un día que se guarda, vencimiento, inicio o aviso, está a menos de cien años de hoy, como en 36500 días.
> ir Comprar pan
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> poner vence 0001-01-01
Error: 0001-01-01 está fuera de rango: vence admite un día a menos de 100 años de hoy.
> poner vence 1/1/2200
Error: 1/1/2200 está fuera de rango: vence admite un día a menos de 100 años de hoy.
> poner inicio 3000-01-01
Error: 3000-01-01 está fuera de rango: inicio admite un día a menos de 100 años de hoy.
> avisar 9 de diciembre de 2200 a las 9:00
Error: 9 de diciembre de 2200 a las 9:00 está fuera de rango: avisar admite un día a menos de 100 años de hoy.
