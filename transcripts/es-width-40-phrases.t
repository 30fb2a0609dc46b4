#! args: --memory --demo --today 2026-12-01 --width 40 --language es
Tareas, 2 secciones, 5 filas.
# A 40 celdas cada línea de una respuesta larga acaba donde acaba una frase si hay
# una en su segunda mitad, no solo las dos últimas líneas.
> añadir Recoger la ropa de la tintorería, llamar al casero por la gotera, y reservar el tren
Añadida Recoger la ropa de la
tintorería, llamar al casero por la
gotera, y reservar el tren, 4 de 4.
> leer
Recoger la ropa de la tintorería,
llamar al casero por la gotera,
y reservar el tren, 4 de 4,
acciones Hecho, Borrar, Posponer.
En Pendientes.
También: mover arriba.
> nueva lista Tareas de casa como Tareas
Lista Tareas de casa creada.
Tareas de casa, 2 secciones, sin filas.
> sección 2
Completadas, sección 2 de 2, sin filas.
> sección borrar
Sección Completadas borrada.
Hecho ya no tiene una sección a la que
mover filas; no se ofrece.
Pendientes, sección 1 de 1, sin filas.
> añadir Polvo
Añadida Polvo, 1 de 1.
> Hecho
Error: Hecho mueve filas a Completadas,
y Tareas de casa no tiene esa sección.
Escribe sección añadir
Completadas primero.
