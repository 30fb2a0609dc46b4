#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Prueba 25g, N8: leer es la descripción completa, así que en una lista con
# niveles dice el nivel donde moverse lo dice, también el nivel 1.
> ir 2
Pendientes, sección 1 de 2.
Llamar a Ana, 2 de 3, acciones Hecho, Borrar, Posponer.
> sangrar
Llamar a Ana sangrada dentro de Comprar pan, nivel 2, 1 de 1.
> subir
Comprar pan, nivel 1, 1 de 2, expandida, 0 de 1 hecha.
> leer
Comprar pan, nivel 1, 1 de 2, expandida, 0 de 1 hecha, acciones Hecho, Borrar, Posponer.
En Pendientes.
También: mover abajo.
> siguiente
Llamar a Ana, nivel 2, 1 de 1.
> leer
Llamar a Ana, nivel 2, 1 de 1, acciones Hecho, Borrar, Posponer.
En Pendientes.
Dentro de Comprar pan.
