#! args: --memory --demo --today 2026-12-01 --language es
Tareas, 2 secciones, 5 filas.
# Con el rotor en acciones, fuera de una fila (el título, un encabezado),
# siguiente y primero llevan a una fila; en la fila, siguiente pasa por sus acciones.
> rotor acciones
Rotor: acciones.
> siguiente
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> siguiente
Hecho, inicio, 1 de 3.
> sección 2
Completadas, sección 2 de 2, 2 filas.
> siguiente
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> abrir Entrada
Entrada, 3 filas.
Pista: a Listas se vuelve con atrás.
> primero
Comida del viernes, 1 de 3, no leída, plegada, 1 respuesta sin leer, acciones Borrar.
> siguiente
Borrar, final, destructiva, 1 de 1.
