#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 (trial47 N1): en español, con un deslizamiento abierto, hacer N toma el número que dijo el deslizamiento.
> ir Comprar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> deslizar inicio
Comprar pan, deslizada desde el inicio, 1 acción.
1. Hecho, inicio, deslizar completo, verde.
Elige un número, el nombre de una acción, o cancelar.
> hacer 2
Error: acción 2: Comprar pan solo tiene 1. Escribe 1.
> cancelar
Comprar pan: deslizamiento cerrado.
> deslizar final
Comprar pan, deslizada desde el final, 2 acciones.
1. Borrar, final, destructiva, deslizar completo.
2. Posponer, final, naranja.
Elige un número, el nombre de una acción, o cancelar.
> hacer 2
Posponer: Comprar pan. Ahora pospuesta.
> deshacer
Deshecho: Posponer en Comprar pan.
Comprar pan, 1 de 3.
