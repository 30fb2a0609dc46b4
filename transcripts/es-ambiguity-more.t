#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# más tras un nombre que coincide con más filas de las ofrecidas dice las siguientes,
# numeradas a continuación, y la elección sigue abierta.
> añadir Cosa 1
Añadida Cosa 1, 4 de 4.
> añadir Cosa 2
Añadida Cosa 2, 5 de 5.
> añadir Cosa 3
Añadida Cosa 3, 6 de 6.
> añadir Cosa 4
Añadida Cosa 4, 7 de 7.
> añadir Cosa 5
Añadida Cosa 5, 8 de 8.
> añadir Cosa 6
Añadida Cosa 6, 9 de 9.
> añadir Cosa 7
Añadida Cosa 7, 10 de 10.
> añadir Cosa 8
Añadida Cosa 8, 11 de 11.
> añadir Cosa 9
Añadida Cosa 9, 12 de 12.
> añadir Cosa 10
Añadida Cosa 10, 13 de 13.
> añadir Cosa 11
Añadida Cosa 11, 14 de 14.
> añadir Cosa 12
Añadida Cosa 12, 15 de 15.
> ir Cosa
Error: "Cosa" coincide con más de 9 filas; 9 de ellas, en el orden de la lista:
1: Cosa 1, fila 4 de 15 en Pendientes.
2: Cosa 2, fila 5 de 15 en Pendientes.
3: Cosa 3, fila 6 de 15 en Pendientes.
4: Cosa 4, fila 7 de 15 en Pendientes.
5: Cosa 5, fila 8 de 15 en Pendientes.
6: Cosa 6, fila 9 de 15 en Pendientes.
7: Cosa 7, fila 10 de 15 en Pendientes.
8: Cosa 8, fila 11 de 15 en Pendientes.
9: Cosa 9, fila 12 de 15 en Pendientes.
Escribe un número para elegir una, o más del título; más dice las siguientes.
> más
10: Cosa 10, fila 13 de 15 en Pendientes.
11: Cosa 11, fila 14 de 15 en Pendientes.
12: Cosa 12, fila 15 de 15 en Pendientes.
Escribe un número para elegir una, o más del título.
> 11
Cosa 11, 14 de 15, acciones Hecho, Borrar, Posponer.
