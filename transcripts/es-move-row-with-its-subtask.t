#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una selección con una fila y su propia subtarea se mueve a otra lista una vez, y deshacer devuelve cada una una vez.
> ir Comprar pan
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> añadir hija Levadura
Levadura añadida dentro de Comprar pan, nivel 2, 1 de 1.
> editar
Editando.
> seleccionar Levadura
Levadura seleccionada, 1 en total.
> seleccionar Comprar pan
Comprar pan seleccionada, 2 en total.
> mover selección a lista Entrada
Movida Comprar pan a Entrada, 4 de 4.
Ahora no leída.
Llamar a Ana, 1 de 2.
> deshacer
Deshecho: mover Comprar pan; de vuelta en Tareas.
Comprar pan y Levadura seleccionadas de nuevo, 2 en total.
Comprar pan, 1 de 3, seleccionada, expandida, 0 de 1 hecha.
> lista
Pendientes, 1 de 2, 3 filas.
Comprar pan, seleccionada, expandida, 0 de 1 hecha.
Levadura, nivel 2, seleccionada.
Llamar a Ana, nivel 1.
Pagar el alquiler, fijada.
