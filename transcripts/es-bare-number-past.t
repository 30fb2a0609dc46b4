#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: un número solo, sin una elección abierta, pasado de las filas, dice
# cuántas hay aquí, nunca aconseja un ir que se rechazaría.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> 2
Error: un número solo no hace nada aquí; escribe ir 2.
> 40
Error: no hay fila 40: aquí hay 3. Escribe ir y un número del 1 al 3.
> 99999999999999999999999
Error: no hay fila 99999999999999999999999: aquí hay 3. Escribe ir y un número del 1 al 3.
> añadir hija Harina
Harina añadida dentro de Comprar pan, nivel 2, 1 de 1.
> 3
Error: no hay fila 3: aquí solo hay 1. Escribe ir 1.
> nueva lista Vacía
Lista Vacía creada.
Vacía, sin filas.
> 1
Error: no hay fila 1: aquí no hay filas.
