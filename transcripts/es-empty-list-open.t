#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Abrir una lista vacía dice una vez que no tiene filas, y luego cómo llenarla.
> nueva lista Vieja
Lista Vieja creada.
Vieja, sin filas.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> abrir Vieja
Vieja, sin filas.
Añade una fila con añadir.
> lista
Vieja está vacía. Añade una fila con añadir.
> añadir Leche
Añadida Leche, 1 de 1.
> borrar
Borrada Leche. No queda ninguna fila.
Vieja, sin filas.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
> abrir Vieja
Vieja, sin filas.
Añade una fila con añadir.
