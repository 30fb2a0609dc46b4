#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# sección renombrar VIEJA como NUEVA renombra la sección llamada VIEJA; un texto cuyas
# primeras palabras no nombran ninguna sección se rechaza, y entre comillas es el
# nombre nuevo de la enfocada, "como" incluido.
> sección renombrar Completadas como Terminadas
Sección Completadas renombrada como Terminadas. Hecho ahora mueve filas a Terminadas.
> secciones
2 secciones.
1. Pendientes, 3 filas.
2. Terminadas, 2 filas.
> sección 1
Pendientes, sección 1 de 2, 3 filas.
> sección renombrar Antes como ahora
Error: "Antes" no es una sección. Para dar a la sección enfocada el nombre Antes como ahora, escribe sección renombrar "Antes como ahora".
> sección renombrar "Antes como ahora"
Sección Pendientes renombrada como Antes como ahora.
> secciones
2 secciones.
1. Antes como ahora, 3 filas.
2. Terminadas, 2 filas.
