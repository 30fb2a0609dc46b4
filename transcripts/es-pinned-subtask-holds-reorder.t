#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una subtarea fijada también impide mover a su madre dentro de su sección: no se sube ni se baja, ni a un número ni junto a una fila, no se sangra, no se quita la sangría ni se mete en otra fila, y mover no se ofrece en ella. Una fila dentro de otra no deja su sección al marcarla hecha, así que Hecho se ofrece y se hace ahí.
> ir 2
Pendientes, sección 1 de 2.
Llamar a Ana, 2 de 3, acciones Hecho, Borrar, Posponer.
> añadir hijo Levadura
Levadura añadida dentro de Llamar a Ana, nivel 2, 1 de 1.
> fijar
Levadura: fijada.
> subir
Llamar a Ana, nivel 1, 2 de 3, expandida, 0 de 1 hecha, acciones Posponer.
> acciones
Llamar a Ana, 1 acción.
1. Posponer, final, deslizar completo, naranja.
> mover arriba
Error: Llamar a Ana no se puede mover: su subtarea Levadura está fijada.
> mover abajo
Error: Llamar a Ana no se puede mover: su subtarea Levadura está fijada. Respuesta a mover abajo.
> mover principio
Error: Llamar a Ana no se puede mover: su subtarea Levadura está fijada.
> mover final
Error: Llamar a Ana no se puede mover: su subtarea Levadura está fijada. Respuesta a mover final.
> mover a 1
Error: Llamar a Ana no se puede mover: su subtarea Levadura está fijada.
> mover después de Pagar el alquiler
Error: Llamar a Ana no se puede mover: su subtarea Levadura está fijada. Respuesta a mover después de Pagar el.
> mover a Comprar pan
Error: Llamar a Ana no se puede mover: su subtarea Levadura está fijada.
> sangrar
Error: Llamar a Ana no se puede mover: su subtarea Levadura está fijada. Respuesta a sangrar.
> ir Comprar pan
Comprar pan, 1 de 3.
> añadir hijo Harina
Harina añadida dentro de Comprar pan, nivel 2, 1 de 1.
> añadir hijo Seca
Seca añadida dentro de Harina, nivel 3, 1 de 1.
> fijar
Seca: fijada.
> subir
Harina, nivel 2, 1 de 1, expandida, 0 de 1 hecha, acciones Hecho, Posponer.
> desangrar
Error: Harina no se puede mover: su subtarea Seca está fijada.
> Hecho
Hecho: Harina. 1 subtarea sigue pendiente.
> ir Levadura
Levadura, 1 de 1, fijada, acciones Hecho, Posponer.
> soltar
Levadura: ya no está fijada.
> subir
Llamar a Ana, nivel 1, 2 de 3, expandida, 0 de 1 hecha.
> mover arriba
Movida Llamar a Ana a 1 de 3, antes de Comprar pan.
