#! args: --memory --demo --now 9999-12-31T23:59 --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: el último día del calendario, un día posterior se rechaza en una
# línea que dice por qué, y nunca se guarda como año 10000.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> poner vence mañana
Error: mañana caería después del 31 de diciembre de 9999, el último día que guarda listo.
> filtrar vence mañana
Error: mañana caería después del 31 de diciembre de 9999, el último día que guarda listo. Respuesta a filtrar vence mañana.
> poner vence en 3 días
Error: en 3 días caería después del 31 de diciembre de 9999, el último día que guarda listo.
> poner vence 5 de enero
Error: 5 de enero caería después del 31 de diciembre de 9999, el último día que guarda listo.
> poner inicio la semana que viene
Error: la semana que viene caería después del 31 de diciembre de 9999, el último día que guarda listo.
> avisar 9:00
Error: 9:00 caería después del 31 de diciembre de 9999, el último día que guarda listo.
> avisar mañana 9:00
Error: mañana 9:00 caería después del 31 de diciembre de 9999, el último día que guarda listo.
> poner vence hoy
Comprar pan: vence hoy.
> leer
Comprar pan, 1 de 3, vence hoy, acciones Hecho, Borrar, Posponer.
En Pendientes.
También: mover abajo.
> filtrar vence antes de dentro de 3 días
Error: dentro de 3 días caería después del 31 de diciembre de 9999, el último día que guarda listo.
