#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
> nueva lista G
Lista G creada.
G, sin filas.
> añadir a
Añadida a, 1 de 1.
> editar
Editando.
> seleccionar 1
Error: G no ofrece selección. Escribe selección modo múltiple para ofrecerla.
> selección modo múltiple
G, selección múltiple.
> seleccionar 1
a seleccionada, 1 en total.
