#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Abrir una lista que deja atrás una selección dice la misma cabecera que abrir sin más.
> abrir Entrada
Entrada, 3 filas.
Pista: a Listas se vuelve con atrás.
> editar sí
Editando.
> seleccionar 1
Comida del viernes seleccionada, 1 en total.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
Selección quitada.
Edición terminada.
> filtrar Ana
Filtro Ana: coincide 1 fila.
Llamar a Ana, 1 de 1, acciones Hecho, Borrar, Posponer.
> abrir Entrada
Entrada, 3 filas.
Filtro Ana quitado.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
