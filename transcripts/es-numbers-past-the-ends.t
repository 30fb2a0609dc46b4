#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: un número más allá de un extremo, o demasiado largo para 64 bits,
# se rechaza como el extremo más cercano, en cada sitio que admite uno, con las
# cifras escritas.
> acción mover Posponer 0
Error: posición 0: los números empiezan en 1. Escribe un número del 1 al 2.
> acción mover Posponer -3
Error: posición -3: los números empiezan en 1. Escribe un número del 1 al 2.
> acción mover Posponer 5
Error: posición 5: final solo tiene 2 acciones. Escribe un número del 1 al 2.
> acción mover Posponer 99999999999999999999
Error: posición 99999999999999999999: final solo tiene 2 acciones. Escribe un número del 1 al 2.
> ir 9223372036854775807
Error: fila 9223372036854775807: Pendientes solo tiene 3. Escribe un número del 1 al 3, o escribe sección y un número primero.
> dónde
Columna de contenido: Tareas.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
> ir 99999999999999999999
Error: fila 99999999999999999999: Pendientes solo tiene 3. Escribe un número del 1 al 3, o escribe sección y un número primero.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> deslizar final
Comprar pan, deslizada desde el final, 2 acciones.
1. Borrar, final, destructiva, deslizar completo.
2. Posponer, final, naranja.
Elige un número, el nombre de una acción, o cancelar.
> 3
Error: acción 3: Comprar pan solo tiene 2. Escribe un número del 1 al 2.
> 0
Error: acción 0: los números empiezan en 1. Escribe un número del 1 al 2.
> 99999999999999999999
Error: acción 99999999999999999999: Comprar pan solo tiene 2. Escribe un número del 1 al 2.
> cancelar
Comprar pan: deslizamiento cerrado.
> hacer 3
Posponer: Comprar pan. Ahora pospuesta.
> hacer 0
Error: acción 0: los números empiezan en 1. Escribe un número del 1 al 3.
