#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: un nombre que ya tiene otra acción de la lista se rechaza por estar
# ocupado, antes de mirar si es el de un comando.
> acción añadir Borrar final borrar
Error: ya existe una acción llamada Borrar. Elige otro nombre.
> acción añadir posponer final marcar pospuesta
Error: ya existe una acción llamada Posponer. Elige otro nombre.
> acción renombrar Posponer como Borrar
Error: ya existe una acción llamada Borrar. Elige otro nombre.
# En una lista sin acción Borrar, la acción que borra puede llamarse así.
> nueva lista Recados
Lista Recados creada.
Recados, sin filas.
> acción añadir Borrar final borrar
Acción Borrar añadida, final 1 de 1. Ya no hay Borrar propio.
