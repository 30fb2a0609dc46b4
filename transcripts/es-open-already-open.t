#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# abrir la lista abierta, con el foco en su título, lo dice con calma, una vez.
> abrir Tareas
Tareas ya está abierta, 2 secciones, 5 filas.
> abrir Tareas
Tareas ya está abierta, 2 secciones, 5 filas. Otra vez.
> ir 2
Pendientes, sección 1 de 2.
Llamar a Ana, 2 de 3, acciones Hecho, Borrar, Posponer.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
