#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Donde la primera acción de un borde no se ofrece en una fila (Borrar en una fila
# con una subtarea fijada), deslizar completo ejecuta la siguiente, y acciones lo dice.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> añadir hija Levadura
Levadura añadida dentro de Comprar pan, nivel 2, 1 de 1.
> fijar
Levadura: fijada.
> subir
Comprar pan, nivel 1, 1 de 3, expandida, 0 de 1 hecha, acciones Posponer.
> acciones
Comprar pan, 1 acción.
1. Posponer, final, deslizar completo, naranja.
> deslizar final completo
Posponer: Comprar pan. Ahora pospuesta.
> deshacer
Deshecho: Posponer en Comprar pan.
Comprar pan, 1 de 3, expandida, 0 de 1 hecha.
