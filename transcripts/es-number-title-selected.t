#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 (trial25q N10): un título que es un número se dice como se escribe, sin
# las comillas que solo lo agrupaban: 7 seleccionada, 1 en total. Un buscar que no
# encuentra nombra el texto entre un solo par de comillas.
> añadir 1
Añadida 1, 4 de 4.
> seleccionar "1"
1 seleccionada, 1 en total.
> deseleccionar "1"
1 deseleccionada, ninguna seleccionada.
> borrar "1"
Borrada 1. Quedan 3 filas.
Pagar el alquiler, 3 de 3, fijada.
> deshacer
Deshecho: borrar 1.
1, 4 de 4.
> buscar "1"
Error: "1": no hay más filas después de esta. Para volver a la primera, escribe primero y luego buscar.
> buscar "zz"
Error: "zz" no está en ninguna fila de Tareas. Prueba un texto más corto, o rastrear para buscar en todas las listas.
