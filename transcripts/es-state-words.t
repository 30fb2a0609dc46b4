#! args: --demo --language es --profile pad
Tareas, 2 secciones, 5 filas.
# Las palabras de estado que listo dice se pueden escribir de vuelta: marcar no pospuesta,
# como documenta ayuda marcar, y filtrar sin leer, las palabras de la insignia; una fila
# hija se añade con hija o hijo; una ambigüedad se dice entera en español.
> ayuda marcar
marcar: marca una fila como leída, no leída, hecha, no hecha, o en otro estado booleano.
Uso: marcar ESTADO, o marcar ESTADO FILA.
marcar no pospuesta quita un estado. La fila puede ir primero, como en poner: marcar 2 pospuesta.
> ir Llamar a Ana
Pendientes, sección 1 de 2.
Llamar a Ana, 2 de 3, acciones Hecho, Borrar, Posponer.
> marcar pospuesta
Llamar a Ana: pospuesta.
> marcar no pospuesta
Llamar a Ana: no pospuesta.
> marcar pospuesto
Llamar a Ana: pospuesta.
> marcar no pospuesto
Llamar a Ana: no pospuesta.
> abrir Articulos
Artículos, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> secciones
2 secciones.
1. Hoy, 3 filas, 2 sin leer.
2. Esta semana, 2 filas, 1 sin leer.
> filtrar sin leer
Filtro sin leer: coinciden 3 filas.
Listas de oído, 1 de 3, no leída, acciones Borrar.
> filtrar no leída
Filtro no leída: coinciden 3 filas.
> filtrar no
Filtro quitado, 5 filas.
Listas de oído, 1 de 3, no leída.
> ir 1
Hoy, sección 1 de 2.
Listas de oído, 1 de 3, no leída.
> marcar leída
Listas de oído: leída.
> marcar sin leer
Listas de oído: no leída.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
> añadir Comprar pan
Añadida Comprar pan, 4 de 4.
> borrar Comprar
Error: "Comprar" coincide con 2 filas tituladas Comprar pan:
1: fila 1 de 4.
2: fila 4 de 4.
Escribe un número para elegir una, o más del título.
> cancelar
Cancelar: no hay nada abierto.
> ir Llamar a Ana
Llamar a Ana, 2 de 4, acciones Hecho, Borrar, Posponer.
> añadir hijo Levadura
Levadura añadida dentro de Llamar a Ana, nivel 2, 1 de 1.
> añadir hija Sal
Sal añadida dentro de Levadura, nivel 3, 1 de 1.
> seleccionar 1
Sal seleccionada, 1 en total.
Detalle: Sal. Escribe abrir para ir allí.
> selección
1 seleccionada: Sal.
