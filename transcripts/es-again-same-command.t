#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 point 9, the Spanish twin of again-same-command.t: Otra vez solo para la
# misma orden con la misma respuesta, contada desde la tercera; otra orden cuya
# primera línea es la dicha justo antes nombra la orden a la que responde.
> siguiente
Pendientes, sección 1 de 2, 3 filas.
> siguiente
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> leer
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer. Respuesta a leer.
En Pendientes.
También: mover abajo.
> ir 99
Error: fila 99: solo hay 3. Escribe un número del 1 al 3.
> leer 99
Error: fila 99: solo hay 3. Escribe un número del 1 al 3. Respuesta a leer 99.
> borrar 99
Error: fila 99: solo hay 3. Escribe un número del 1 al 3.
> ir 99
Error: fila 99: solo hay 3. Escribe un número del 1 al 3. Respuesta a ir 99.
> ir 99
Error: fila 99: solo hay 3. Escribe un número del 1 al 3. Otra vez.
> ir 99
Error: fila 99: solo hay 3. Escribe un número del 1 al 3. Otra vez, 3 veces seguidas.
> sección 1
Pendientes, sección 1 de 2, 3 filas.
> sección primera
Pendientes, sección 1 de 2, 3 filas. Respuesta a sección primera.
> ir Comprar
Comprar pan, 1 de 3.
> mover principio
Comprar pan sigue en 1 de 3; nada se movió.
> mover arriba
Comprar pan sigue en 1 de 3; nada se movió. Respuesta a mover arriba.
> disposición regular
Vista regular.
> disposición
Vista regular. Respuesta a disposición.
> marcar no hecha
Comprar pan ya está así: no hecha; no cambió nada.
> primero
Tareas, 2 secciones, 5 filas.
> marcar no hecha
Error: marcar necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
> marcar no hechas
Error: marcar necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1. Otra vez.
> ir Comprar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3.
> Posponer
Posponer: Comprar pan. Ahora pospuesta.
> deshacer
Deshecho: Posponer en Comprar pan.
Comprar pan, 1 de 3.
> ir Comprar
Comprar pan, 1 de 3. Respuesta a ir Comprar.
