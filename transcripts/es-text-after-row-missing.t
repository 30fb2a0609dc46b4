#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# The Spanish twin of text-after-row-missing.t.
> ir Comprar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> renombrar Llamar como
Error: renombrar Llamar a Ana como ¿qué? Escribe el texto después de como.
> renombrar Llamar to
Error: renombrar Llamar a Ana to ¿qué? Escribe el texto después de to.
> nota Llamar:
Error: nota Llamar a Ana: ¿qué? Escribe el texto después de los dos puntos.
> leer
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
En Pendientes.
También: mover abajo.
