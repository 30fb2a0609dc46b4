#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una posición tras la última acción de un borde se rechaza como mover a N rechaza
# una fila tras la última, y un número demasiado largo tras deslizar, como número de acción.
> acción mover Posponer 5
Error: posición 5: final solo tiene 2 acciones. Escribe un número del 1 al 2.
> acción mover Posponer 2
Acción Posponer sigue en final 2 de 2; nada se movió.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> deslizar final
Comprar pan, deslizada desde el final, 2 acciones.
1. Borrar, final, destructiva, deslizar completo.
2. Posponer, final, naranja.
Elige un número, el nombre de una acción, o cancelar.
> 9223372036854775808
Error: acción 9223372036854775808: Comprar pan solo tiene 2. Escribe un número del 1 al 2.
> 2
Posponer: Comprar pan. Ahora pospuesta.
> deshacer
Deshecho: Posponer en Comprar pan.
Comprar pan, 1 de 3.
