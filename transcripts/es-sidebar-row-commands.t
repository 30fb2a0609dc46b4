#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Con el foco en la columna lateral lo enfocado es una lista: una orden que necesita una fila se rechaza y pide abrir una, nunca se hace en la fila que tenía el contenido; un número allí nombra una lista, como el de ir.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> atrás
Listas, 4 listas.
Tareas, 1 de 4, 5 filas.
> renombrar X
Error: renombrar necesita una fila, y el foco está en las listas. Escribe abrir para entrar en Tareas.
> borrar
Error: borrar necesita una fila, y el foco está en las listas. Escribe abrir para entrar en Tareas.
> nota traer tarta
Error: nota necesita una fila, y el foco está en las listas. Escribe abrir para entrar en Tareas.
> seleccionar 2
Error: seleccionar necesita una fila, y el foco está en las listas. Escribe abrir para entrar en Tareas.
> deseleccionar todo
No hay nada seleccionado; no cambió nada.
> siguiente
Artículos, 2 de 4, 5 filas, 3 sin leer.
> marcar hecha
Error: marcar necesita una fila, y el foco está en las listas. Escribe abrir para entrar en Artículos.
> abrir
Artículos, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> renombrar Listas de oído como Listas a mano
Renombrada Listas de oído como Listas a mano.
