#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Filas de un mismo título se ofrecen por lo que las distingue, primero: la sección, un estado, su lugar; el título se dice una vez, en la línea de antes. Antes: "1, Leche, 1 de 4 en Pendientes." y "2, Leche, 1 de 3 en Completadas.".
> añadir Leche
Añadida Leche, 4 de 4.
> sección Completadas
Completadas, sección 2 de 2, 2 filas.
> añadir Leche
Añadida Leche, 3 de 3.
> ir Leche
Error: "Leche" coincide con 2 filas:
1: Pendientes, fila 4 de 4.
2: Completadas, fila 3 de 3.
Escribe un número para elegir una, o más del título.
> 2
Leche, 3 de 3, acciones Hecho, Borrar, Posponer.
> primero
Tareas, 2 secciones, 7 filas.
> sección Pendientes
Pendientes, sección 1 de 2, 4 filas.
> añadir Leche
Añadida Leche, 5 de 5.
> marcar hecha
Leche: hecha.
> ir Lec
Error: "Lec" coincide con 3 filas tituladas Leche:
1: Pendientes, fila 4 de 5.
2: Pendientes, hecha, fila 5 de 5.
3: Completadas, fila 3 de 3.
Escribe un número para elegir una, o más del título.
> 1
Leche, 4 de 5.
> ir Comprar
Comprar pan, 1 de 5.
