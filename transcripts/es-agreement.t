#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: en español cada palabra concuerda con lo que nombra: la división
# (equilibrada), la lista (Tareas: agrupada), la fila (pospuesta).
> columnas
Columnas: automático.
División: equilibrada.
> columnas equilibrado
División: equilibrada. Ya estaba así; no cambió nada.
> columnas detalle destacado
División: detalle destacado.
> columnas equilibrada
División: equilibrada.
> agrupar vence
Tareas: agrupada por vence.
Tareas, 1 sección, 5 filas.
> agrupar no
Tareas en sus propias secciones.
Tareas, 2 secciones, 5 filas.
> ordenar vence
Tareas: ordenada por vence.
> ordenar manual
Tareas en orden manual.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> alternar pospuesta
Comprar pan: pospuesta.
> editar
Editando.
> seleccionar 1-2
Comprar pan y Llamar a Ana seleccionadas, 2 en total.
> alternar pospuesta
Alternar: Llamar a Ana, ahora pospuesta; Comprar pan, ya no pospuesta.
