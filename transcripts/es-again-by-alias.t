#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Otra vez marca el mismo comando con la misma respuesta, se escriba con la palabra que se escriba.
> sección 2
Completadas, sección 2 de 2, 2 filas.
> ir 2
Regar las plantas, 2 de 2, hecha, acciones Borrar, Posponer.
> siguiente
Pie: Se archivan a los treinta días.
> siguiente
Fin de la lista.
> s
Fin de la lista. Otra vez.
> siguiente
Fin de la lista. Otra vez, 3 veces seguidas.
> dónde
Pie: Se archivan a los treinta días.
Columna de contenido: Tareas, sección Completadas.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
> d
Pie: Se archivan a los treinta días. Otra vez.
Columna de contenido: Tareas, sección Completadas.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
