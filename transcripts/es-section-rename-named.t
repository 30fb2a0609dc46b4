#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# sección renombrar VIEJA como NUEVA renombra la sección llamada VIEJA; un texto cuyas
# primeras palabras no nombran ninguna sección es el nombre nuevo de la enfocada.
> sección renombrar Completadas como Terminadas
Sección Completadas renombrada como Terminadas. Hecho ahora mueve filas a Terminadas.
> secciones
2 secciones.
1. Pendientes, 3 filas.
2. Terminadas, 2 filas.
> sección 1
Pendientes, sección 1 de 2, 3 filas.
> sección renombrar Antes como ahora
Sección Pendientes renombrada como Antes como ahora.
> secciones
2 secciones.
1. Antes como ahora, 3 filas.
2. Terminadas, 2 filas.
