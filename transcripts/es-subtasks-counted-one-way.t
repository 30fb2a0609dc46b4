#! args: --memory --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Las subtareas de una fila se cuentan de una sola manera en cada respuesta.
> goto Comprar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> añadir hija Levadura
Levadura añadida dentro de Comprar pan, nivel 2, 1 de 1.
> goto Comprar
Comprar pan, nivel 1, 1 de 3, expandida, 0 de 1 hecha.
> plegar
Comprar pan plegada, 0 de 1 hecha.
> leer
Comprar pan, nivel 1, 1 de 3, plegada, 0 de 1 hecha, acciones Hecho, Borrar, Posponer.
En Pendientes.
También: mover abajo.
> expandir
Comprar pan expandida, 0 de 1 hecha.
