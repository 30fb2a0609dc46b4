#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# borrar ejecuta la acción Borrar de la lista, aunque se declare antes otra acción que borra; solo sin ella ejecuta otra que borra. Declarar esa acción no dice nada de Borrar.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> acción añadir Archivar inicio borrar
Acción Archivar añadida, inicio 2 de 2.
> borrar
Borrada Comprar pan. Quedan 2 filas.
Llamar a Ana, 1 de 2.
> deshacer
Deshecho: borrar Comprar pan.
Comprar pan, 1 de 3.
> hacer Archivar
Archivar: Comprar pan. Borrada, quedan 2 filas.
Llamar a Ana, 1 de 2.
> deshacer
Deshecho: Archivar en Comprar pan.
Comprar pan, 1 de 3.
> acción quitar Borrar
Acción Borrar quitada del final.
> borrar
Archivar: Comprar pan. Borrada, quedan 2 filas.
Llamar a Ana, 1 de 2.
