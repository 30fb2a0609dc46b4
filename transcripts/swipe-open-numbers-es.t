#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 (trial47b): en español, hacer solo con un deslizamiento abierto pide una de sus acciones; hacer N FILA en la fila deslizada toma el número del deslizamiento.
> ir Comprar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> deslizar final
Comprar pan, deslizada desde el final, 2 acciones.
1. Borrar, final, destructiva, deslizar completo.
2. Posponer, final, naranja.
Elige un número, el nombre de una acción, o cancelar.
> hacer
Error: Comprar pan: deslizamiento abierto. Escribe un número del 1 al 2, el nombre de una acción, o cancelar.
> hacer 2 Comprar
Posponer: Comprar pan. Ahora pospuesta.
> deshacer
Deshecho: Posponer en Comprar pan.
Comprar pan, 1 de 3.
