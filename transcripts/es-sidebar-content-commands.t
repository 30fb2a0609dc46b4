#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Con el foco en la columna lateral, una orden que pone filas o secciones en una lista se rechaza y pide abrir la lista enfocada: iría a la lista abierta, no a la enfocada.
> atrás
Listas, 4 listas.
Tareas, 1 de 4, 5 filas.
> ir 3
Entrada, 3 de 4, 3 filas, 2 sin leer, 1 respuesta sin leer.
> añadir Leche
Error: añadir pone una fila en una lista, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> añadir hijo Levadura
Error: añadir hijo pone una fila en una lista, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> sección añadir Luego
Error: sección añadir cambia las secciones de una lista, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> sección renombrar Pronto
Error: sección renombrar cambia las secciones de una lista, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> sección borrar
Error: sección borrar cambia las secciones de una lista, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> pie Hola
Error: pie cambia las secciones de una lista, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> listas
4 listas.
1. Tareas, 5 filas, abierta.
2. Artículos, 5 filas, 3 sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Archivo, 2 filas.
> abrir
Entrada, 3 filas.
Pista: a Listas se vuelve con atrás.
> añadir Leche
Añadida Leche, 4 de 4, no leída.
