#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# La misma orden con otras palabras (marcar no hecha, marcar sin hecha) dice Otra
# vez; el mismo verbo con otros argumentos (rotor tras rotor filas, marcar hecha tras
# marcar no hecha) nombra la orden a la que responde; repetir del historial nombra la
# orden que repitió.
> rotor filas
Rotor: filas.
> rotor
Rotor: filas. Respuesta a rotor.
Unidades: elementos, secciones, filas, acciones, seleccionadas, hechas, pospuestas, fijadas, vencidas.
> marcar no hecha
Error: marcar necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
> marcar hecha
Error: marcar necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1. Respuesta a marcar hecha.
> marcar no hecha
Error: marcar necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
> marcar sin hecha
Error: marcar necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1. Otra vez.
> mover abajo
Error: mover necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
> !3
Error: marcar necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
> ir 0
Error: fila 0: los números empiezan en 1. Escribe un número del 1 al 3.
> abrir 0
Error: fila 0: los números empiezan en 1. Escribe un número del 1 al 3. Respuesta a abrir 0.
> mover abajo
Error: mover necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
> abrir 0
Error: fila 0: los números empiezan en 1. Escribe un número del 1 al 3.
> !7
Error: mover necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
