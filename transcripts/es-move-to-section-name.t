#! args: --memory --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Issue 25, N6: mover a NOMBRE, donde NOMBRE no es una fila sino una sección u otra
# lista, dice cuál es y el mover que llega a ella.
> sección añadir Luego
Sección Luego añadida, 3 de 3.
> ir Comprar pan
Pendientes, sección 1 de 3.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> mover a Luego
Error: "Luego" no nombra ninguna fila de aquí. Luego es una sección: escribe mover a sección Luego.
> mover a archivo
Error: "archivo" no nombra ninguna fila de aquí. Archivo es una lista: escribe mover a lista Archivo.
> mover a Ninguna
Error: "Ninguna" no nombra ninguna fila de aquí. Escribe lista para oír las filas.
> mover a sección Luego
Movida Comprar pan a Luego, 1 de 1.
# Issue 25, N10: una fila de otro nivel recibe un uso que se lee como tal.
> ir Llamar a Ana
Pendientes, sección 1 de 3.
Llamar a Ana, 1 de 2.
> añadir hijo Marcar
Marcar añadida dentro de Llamar a Ana, nivel 2, 1 de 1.
> mover antes de Pagar el alquiler
Error: mover no admite "Pagar el alquiler". Uso: mover antes de FILA o después de FILA con una fila del mismo nivel, o mover a FILA para ponerla dentro de FILA.
