#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
> renombrar Comprar pan
Error: renombrar Comprar pan como ¿qué? Escribe el texto después de como.
> nota Llamar a Ana
Error: nota Llamar a Ana: ¿qué? Escribe el texto después de los dos puntos.
> renombrar 1
Error: renombrar Comprar pan como ¿qué? Escribe el texto después de como.
> nota 7
Error: fila 7: Pendientes solo tiene 3. Escribe un número del 1 al 3, o escribe sección y un número primero.
