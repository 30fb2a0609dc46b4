#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una ambigüedad larga da una fila por línea, con su número, en el orden en que siguiente las encuentra (no la 10 antes que la 2).
> añadir Comprar pan número 1 de la tanda larga
Añadida Comprar pan número 1 de la tanda larga, 4 de 4.
> añadir Comprar pan número 2 de la tanda larga
Añadida Comprar pan número 2 de la tanda larga, 5 de 5.
> añadir Comprar pan número 3 de la tanda larga
Añadida Comprar pan número 3 de la tanda larga, 6 de 6.
> añadir Comprar pan número 4 de la tanda larga
Añadida Comprar pan número 4 de la tanda larga, 7 de 7.
> añadir Comprar pan número 5 de la tanda larga
Añadida Comprar pan número 5 de la tanda larga, 8 de 8.
> añadir Comprar pan número 6 de la tanda larga
Añadida Comprar pan número 6 de la tanda larga, 9 de 9.
> añadir Comprar pan número 7 de la tanda larga
Añadida Comprar pan número 7 de la tanda larga, 10 de 10.
> añadir Comprar pan número 8 de la tanda larga
Añadida Comprar pan número 8 de la tanda larga, 11 de 11.
> añadir Comprar pan número 9 de la tanda larga
Añadida Comprar pan número 9 de la tanda larga, 12 de 12.
> añadir Comprar pan número 10 de la tanda larga
Añadida Comprar pan número 10 de la tanda larga, 13 de 13.
> añadir Comprar pan número 11 de la tanda larga
Añadida Comprar pan número 11 de la tanda larga, 14 de 14.
> añadir Comprar pan número 12 de la tanda larga
Añadida Comprar pan número 12 de la tanda larga, 15 de 15.
> ir Comprar
Error: "Comprar" coincide con más de 9 filas; 9 de ellas, en el orden de la lista:
1: Comprar pan, fila 1 de 15 en Pendientes.
2: Comprar pan número 1 de la tanda larga, fila 4 de 15 en Pendientes.
3: Comprar pan número 2 de la tanda larga, fila 5 de 15 en Pendientes.
4: Comprar pan número 3 de la tanda larga, fila 6 de 15 en Pendientes.
5: Comprar pan número 4 de la tanda larga, fila 7 de 15 en Pendientes.
6: Comprar pan número 5 de la tanda larga, fila 8 de 15 en Pendientes.
7: Comprar pan número 6 de la tanda larga, fila 9 de 15 en Pendientes.
8: Comprar pan número 7 de la tanda larga, fila 10 de 15 en Pendientes.
9: Comprar pan número 8 de la tanda larga, fila 11 de 15 en Pendientes.
Escribe un número para elegir una, o más del título; más dice las siguientes.
> 9
Comprar pan número 8 de la tanda larga, 11 de 15, acciones Hecho, Borrar, Posponer.
