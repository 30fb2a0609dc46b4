#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# añadir hijo en el título de la lista se rechaza por sus dos palabras.
> añadir hijo Levadura
Error: añadir hijo necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
> añadir Leche
Añadida Leche, 4 de 4.
