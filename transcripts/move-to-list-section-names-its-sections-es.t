#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> mover a lista Artículos sección Nada
Error: Artículos no tiene la sección "Nada". Sus secciones: Hoy, Esta semana.
> mover a lista Entrada sección Nada
Error: Entrada no tiene la sección "Nada" ni ninguna con nombre.
