#! args: --demo --verbosity high --language es
Tareas, 2 secciones, 5 filas.
Pista: siguiente entra; ayuda da los comandos.
# Una pista empieza por el comando que ofrece, en las 12 primeras celdas, tras Pista:.
> siguiente
Pendientes, sección 1 de 2, 3 filas.
Pista: siguiente lee sus filas; sección siguiente la salta.
> siguiente
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
Pista: acciones dice qué hacen; leer dice la fila entera.
> anterior
Pendientes, sección 1 de 2, 3 filas.
Pista: siguiente lee sus filas; sección siguiente la salta.
> anterior
Tareas, 2 secciones, 5 filas.
Pista: siguiente entra; ayuda da los comandos.
