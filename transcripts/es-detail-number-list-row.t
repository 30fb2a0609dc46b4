#! args: --demo --layout regular --language es
Tareas, 2 secciones, 5 filas.
# En el detalle un número es la subtarea o la respuesta de la fila; uno que la fila no
# tiene dice cómo abrir en su lugar la fila de la lista con ese número.
> añadir Llamar al banco
Añadida Llamar al banco, 4 de 4.
> ir Llamar a Ana
Llamar a Ana, 2 de 4, acciones Hecho, Borrar, Posponer.
> abrir
Detalle: Llamar a Ana, 2 de 4.
> rotor columnas
Rotor: columnas.
> siguiente
Columna de detalle.
Llamar a Ana, 2 de 4.
> abrir 4
Error: Llamar a Ana no tiene subtareas que abrir. Para la fila 4 de Tareas, escribe ir 4 y luego abrir.
> abrir 9
Error: Llamar a Ana no tiene subtareas que abrir.
> ir Comprar pan
Columna de contenido.
Comprar pan, 1 de 4.
> añadir hija Centeno
Centeno añadida dentro de Comprar pan, nivel 2, 1 de 1.
> ir Comprar pan
Comprar pan, nivel 1, 1 de 4, expandida, 0 de 1 hecha.
> abrir
Detalle: Comprar pan, 1 de 4. 0 de 1 hecha.
> siguiente
Columna de detalle.
Comprar pan, 1 de 4. 0 de 1 hecha.
> abrir 4
Error: fila 4: solo hay 1. Escribe 1. Para la fila 4 de Tareas, escribe ir 4 y luego abrir.
> abrir 1
Centeno, 1 de 1.
Pista: a Comprar pan se vuelve con atrás.
