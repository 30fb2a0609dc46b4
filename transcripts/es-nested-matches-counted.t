#! args: --store anidadas.db --demo --language es
Tareas, 2 secciones, 5 filas.
Para los comandos, escribe ayuda.
# Las cuentas dicen las filas de dentro que coinciden o están en un estado, junto a la cuenta de filas de primer nivel.
> abrir Entrada
Entrada, 3 filas.
Pista: a Listas se vuelve con atrás.
> filtrar no leídas
Filtro no leídas: coinciden 2 filas y 1 respuesta dentro de ellas.
Comida del viernes, 1 de 2, no leída, plegada, abierta por el filtro, 1 respuesta, acciones Borrar.
> lista
Entrada, filtro no leídas: coinciden 2 filas y 1 respuesta dentro de ellas.
Comida del viernes, no leída, plegada, abierta por el filtro, 1 respuesta.
Respuesta de Ana, nivel 2, no leída, plegada, 1 respuesta.
Reunión de equipo cambiada, nivel 1, no leída.
> secciones
Entrada no tiene secciones: 2 filas en el filtro no leídas. Escribe sección añadir y un nombre para añadir una.
> listas
4 listas.
1. Tareas, 5 filas.
2. Artículos, 5 filas, 3 sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer, abierta, filtro no leídas.
4. Archivo, 2 filas.
> filtrar no
Filtro quitado, 3 filas.
Comida del viernes, 1 de 3, no leída, plegada, 1 respuesta sin leer.
> nueva lista T
Lista T creada.
T, sin filas.
> añadir Manzana
Añadida Manzana, 1 de 1.
> añadir hijo Mango
Mango añadida dentro de Manzana, nivel 2, 1 de 1.
> subir
Manzana, nivel 1, 1 de 1, expandida, 1 subtarea, acciones Borrar.
> añadir Pera
Añadida Pera, 2 de 2.
> filtrar man
Filtro man: coincide 1 fila y 1 subtarea dentro de ella.
Manzana, 1 de 1, expandida, 1 subtarea.
> lista
T, filtro man: coincide 1 fila y 1 subtarea dentro de ella.
Manzana, expandida, 1 subtarea.
Mango, nivel 2.
> filtrar mang
Filtro mang: coincide 1 subtarea, dentro de 1 fila.
> añadir Mango verde
Añadida Mango verde, 2 de 2 en el filtro mang.
> filtrar mang
Filtro mang: coinciden 1 fila y 1 subtarea, en 2 filas.
#! restart
Tareas, 2 secciones, 5 filas.
# Leídas otra vez del almacén, contadas allí: las mismas palabras.
> listas
5 listas.
1. Tareas, 5 filas, abierta.
2. Artículos, 5 filas, 3 sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Archivo, 2 filas.
5. T, 3 filas.
