#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 (trial47 N2): en español, nota no FILA quita la nota de esa fila.
> ir Comprar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> nota Llamar a Ana: traer tarta
Nota en Llamar a Ana: traer tarta.
> nota no Llamar a Ana
Llamar a Ana: nota quitada.
> leer Llamar a Ana
Llamar a Ana, 2 de 3, acciones Hecho, Borrar, Posponer.
En Pendientes.
También: mover arriba, mover abajo.
