#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Un número más allá de las filas, cuando una fila se titula así, dice cómo nombrarla.
> añadir 42
Añadida 42, 4 de 4.
> ir 42
Error: fila 42: solo hay 4. Escribe un número del 1 al 4. Para la fila titulada 42, ponla entre comillas: "42".
> ir "42"
42, 4 de 4, acciones Hecho, Borrar, Posponer.
