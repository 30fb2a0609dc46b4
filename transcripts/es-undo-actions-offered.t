#! args: --memory --demo --today 2026-12-01 --language es
Tareas, 2 secciones, 5 filas.
# Deshacer un campo quitado o una sección borrada devuelve las acciones que lo
# necesitan, y lo dice; rehacer dice otra vez que ya no se ofrecen.
> campo quitar pospuesta
Campo pospuesta quitado de Tareas. Posponer ya no tiene un campo que cambiar; no se ofrece.
> deshacer
Deshecho: quitar el campo pospuesta.
Posponer se ofrece de nuevo.
> rehacer
Rehecho: quitar el campo pospuesta.
Posponer ya no tiene un campo que cambiar; no se ofrece.
> deshacer
Deshecho: quitar el campo pospuesta.
Posponer se ofrece de nuevo.
> nueva lista Tareas de casa como Tareas
Lista Tareas de casa creada.
Tareas de casa, 2 secciones, sin filas.
> sección 2
Completadas, sección 2 de 2, sin filas.
> sección borrar
Sección Completadas borrada. Hecho ya no tiene una sección a la que mover filas; no se ofrece.
Pendientes, sección 1 de 1, sin filas.
> deshacer
Deshecho: borrar la sección Completadas.
Hecho se ofrece de nuevo.
> rehacer
Rehecho: borrar la sección Completadas.
Hecho ya no tiene una sección a la que mover filas; no se ofrece.
# Una sección añadida con el nombre al que una acción mueve filas la ofrece de
# nuevo, y deshacer ese añadir la retira.
> sección añadir Completadas
Sección Completadas añadida, 2 de 2.
Hecho se ofrece de nuevo.
> deshacer
Deshecho: añadir la sección Completadas.
Hecho ya no tiene una sección a la que mover filas; no se ofrece.
Tareas de casa, 1 sección, sin filas.
