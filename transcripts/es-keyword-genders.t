#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 trial point 4: a Spanish adjective keyword is taken in either gender (ninguno or ninguna, equilibrada or equilibrado).
> selección modo ninguno
Tareas, selección ninguna.
> selección modo única
Tareas, selección única.
> selección modo ninguna
Tareas, selección ninguna.
> selección modo único
Tareas, selección única.
> columnas equilibrada
División: equilibrada. Ya estaba así; no cambió nada.
> columnas detalle destacado
División: detalle destacado.
> columnas equilibrado
División: equilibrada.
> columnas automática
Columnas: automático. Ya estaba así; no cambió nada.
División: equilibrada.
