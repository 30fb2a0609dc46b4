#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una acción llamada con una palabra de borrar en cualquier idioma (borrar,
# delete) se alcanza escribiéndola solo si es la acción que ejecuta borrar; si
# otra acción que borra va antes, el nombre ejecutaría esa, y se rechaza.
# (borrar se rechaza antes por ocupado: Tareas ya tiene una acción Borrar).
> acción añadir delete final poner pospuesta luego borrar
Error: delete no puede nombrar una acción: delete es un comando, y escribirlo ejecutaría el comando. Elige otro nombre.
> acción añadir borrar final poner pospuesta luego borrar
Error: ya existe una acción llamada Borrar. Elige otro nombre.
> acción renombrar Posponer como delete
Error: delete no puede nombrar una acción: delete es un comando, y escribirlo ejecutaría el comando. Elige otro nombre.
> acción quitar Borrar
Acción Borrar quitada del final.
> acción añadir delete final poner pospuesta luego borrar
Acción delete añadida, final 2 de 2.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Posponer, delete.
> delete
delete: Comprar pan. Ahora pospuesta. Borrada, quedan 2 filas.
Llamar a Ana, 1 de 2.
> deshacer
Deshecho: delete en Comprar pan.
Comprar pan, 1 de 3.
