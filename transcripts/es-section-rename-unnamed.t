#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# sección renombrar VIEJA como NUEVA sin ninguna sección VIEJA se rechaza, diciendo
# cómo dar a la sección enfocada el texto entero como nombre: entre comillas.
> sección 2
Completadas, sección 2 de 2, 2 filas.
> sección renombrar Terminadas como Completadas
Error: "Terminadas" no es una sección. Para dar a la sección enfocada el nombre Terminadas como Completadas, escribe sección renombrar "Terminadas como Completadas".
> sección renombrar "Terminadas como Completadas"
Sección Completadas renombrada como Terminadas como Completadas. Hecho ahora mueve filas a Terminadas como Completadas.
> deshacer
Deshecho: renombrar la sección Terminadas como Completadas; de nuevo Completadas.
