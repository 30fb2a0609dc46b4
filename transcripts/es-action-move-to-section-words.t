#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# El paso de una acción dice mover a sección NOMBRE como el comando mover, o mover a NOMBRE.
> acción añadir Archivar inicio poner hecha luego mover a sección Completadas
Acción Archivar añadida, inicio 2 de 2.
> acción añadir Guardar inicio mover a Completadas
Acción Guardar añadida, inicio 3 de 3.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Archivar, Guardar, Borrar, Posponer.
> Archivar
Archivar: Comprar pan. Ahora hecha. Ahora en Completadas.
> deshacer
Deshecho: Archivar en Comprar pan.
Comprar pan, 1 de 3.
