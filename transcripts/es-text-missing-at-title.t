#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
> renombrar 1
Error: renombrar Comprar pan como ¿qué? Escribe el texto después de como.
> nota 2
Error: nota Llamar a Ana: ¿qué? Escribe el texto después de los dos puntos.
