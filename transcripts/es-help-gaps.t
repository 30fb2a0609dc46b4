#! args: --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# ayuda columnas nombra también los estilos de división, ayuda agrupar nombra todos los
# grupos de fechas, y una comparación de fechas sin fecha detrás se contesta con un ejemplo suyo.
> ayuda columnas
columnas: dice o cambia qué columnas se ven, o el estilo de división.
Uso: columnas, o columnas todas, doble, detalle, automático, equilibrada o detalle destacado.
todas, doble, detalle y automático eligen las columnas que se ven.
equilibrada y detalle destacado eligen el estilo de división: equilibrada estrecha el detalle para mostrar las columnas de antes; detalle destacado deja el detalle entero, con las otras encima.
> columnas detalle destacado
División: detalle destacado.
> ayuda agrupar
agrupar: dice o elige el campo por el que se agrupa la lista.
Uso: agrupar, agrupar CAMPO, o agrupar no.
Agrupada por una fecha, las secciones son Vencidas, Antes (una fecha pasada que no vence, como la de una fila hecha), Hoy, Mañana, Esta semana, Más adelante y Sin fecha.
Por otro campo, hay una sección por valor. agrupar no vuelve a las secciones de la lista.
> poner 3 vence 2026-11-20
Pagar el alquiler: vencida desde el 20 de noviembre.
> ir Renovar el pasaporte
Completadas, sección 2 de 2.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> poner vence 2026-11-25
Renovar el pasaporte: vence el 25 de noviembre.
> agrupar vence
Tareas: agrupada por vence.
> secciones
3 secciones.
1. Vencidas, 1 fila.
2. Antes, 1 fila.
3. Sin fecha, 3 filas.
> agrupar no
Tareas en sus propias secciones.
> filtrar vence después
Error: vence después necesita una fecha detrás, como en filtrar vence después del viernes.
> filtrar vence antes
Error: vence antes necesita una fecha detrás, como en filtrar vence antes del viernes.
> filtrar vence después viernes
Filtro vence después viernes: ninguna fila coincide.
