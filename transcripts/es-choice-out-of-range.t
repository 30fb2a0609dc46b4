#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 trial finding 1, the Spanish twin of choice-out-of-range.t: a number
# outside an open numbered choice is refused with the numbers there are, and the
# choice stays open until another command is typed, so the number that follows chooses among the rows offered. A number past
# 64 bits is refused as a number, never as an unknown command.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> añadir Comprar pan
Añadida Comprar pan, 4 de 4.
> borrar Comprar pan
Error: "Comprar pan" coincide con 2 filas:
1: fila 1 de 4.
2: fila 4 de 4.
Escribe un número para elegir una, o más del título.
> 3
Error: fila 3: solo hay 2. Escribe un número del 1 al 2.
> 0
Error: fila 0: los números empiezan en 1. Escribe un número del 1 al 2.
> 99999999999999999999999
Error: fila 99999999999999999999999: solo hay 2. Escribe un número del 1 al 2.
> 2
Borrada Comprar pan. Quedan 3 filas.
Pagar el alquiler, 3 de 3, fijada.
> lista
Pendientes, 1 de 2, 3 filas.
Comprar pan.
Llamar a Ana.
Pagar el alquiler, fijada.
> borrar Llamar
Borrada Llamar a Ana. Quedan 2 filas.
> leer
Pagar el alquiler, 2 de 2, fijada, acciones Posponer.
En Pendientes.
> 2
Error: un número solo no hace nada aquí; escribe ir 2.
> listas
4 listas.
1. Tareas, 4 filas, abierta.
2. Artículos, 5 filas, 3 sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Archivo, 2 filas.
> 9
Error: no hay lista 9; hay 4. Escribe listas para oírlas.
> -99999999999999999999
Error: lista -99999999999999999999: los números empiezan en 1. Escribe un número del 1 al 4.
> 3
Entrada, 3 filas.
Pista: a Listas se vuelve con atrás.
> 99999999999999999999
Error: no hay fila 99999999999999999999: aquí hay 3. Escribe ir y un número del 1 al 3.
