#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 (trial47b): en español, nota no y el principio de un título se rechaza diciendo cómo escribir cada lectura.
> ir Llamar
Pendientes, sección 1 de 2.
Llamar a Ana, 2 de 3, acciones Hecho, Borrar, Posponer.
> nota Comprar pan: harina
Nota en Comprar pan: harina.
> nota no comprar
Error: comprar solo es el principio de Comprar pan. Escribe nota no Comprar pan para quitarle la nota, o para la nota de esta fila, nota .: no comprar.
> nota .: no comprar
Nota en Llamar a Ana: no comprar.
> nota no Comprar pan
Comprar pan: nota quitada.
