#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una referencia entre comillas es siempre un título.
> añadir 42
Añadida 42, 4 de 4.
> ir "42"
42, 4 de 4, acciones Hecho, Borrar, Posponer.
> ir 1
Comprar pan, 1 de 4.
> poner "42" vence mañana
42: vence mañana.
> leer "42"
42, 4 de 4, vence mañana, acciones Hecho, Borrar, Posponer.
En Pendientes.
También: mover arriba.
> renombrar "42" como 43
Renombrada 42 como 43.
> ir 42
Error: fila 42: solo hay 4. Escribe un número del 1 al 4.
> sección añadir 9
Sección 9 añadida, 2 de 3.
> sección "9"
9, sección 2 de 3, sin filas.
> borrar "43"
Borrada 43. Quedan 3 filas.
