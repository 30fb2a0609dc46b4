#! args: --memory --demo --today 2026-12-01 --language es
Tareas, 2 secciones, 5 filas.
# Borrar la sección a la que una acción mueve filas dice que la acción ya no se
# ofrece, como renombrarla dice adónde mueve filas ahora.
> nueva lista Tareas de casa como Tareas
Lista Tareas de casa creada.
Tareas de casa, 2 secciones, sin filas.
> sección 2
Completadas, sección 2 de 2, sin filas.
> sección borrar
Sección Completadas borrada. Hecho ya no tiene una sección a la que mover filas; no se ofrece.
Pendientes, sección 1 de 1, sin filas.
> añadir Polvo
Añadida Polvo, 1 de 1.
> Hecho
Error: Hecho mueve filas a Completadas, y Tareas de casa no tiene esa sección. Escribe sección añadir Completadas primero.
# De vuelta, la sección es otra vez de la acción.
> deshacer
Deshecho: añadir Polvo.
Pendientes, sección 1 de 1, sin filas.
> deshacer
Deshecho: borrar la sección Completadas.
Hecho se ofrece de nuevo.
> añadir Polvo
Añadida Polvo, 1 de 1.
> Hecho
Hecho: Polvo. Ahora en Completadas.
