#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Abrir un resultado que el filtro muestra conserva el filtro; uno que oculta lo quita, y lo dice.
> filtrar llamar
Filtro llamar: coincide 1 fila.
Llamar a Ana, 1 de 1, acciones Hecho, Borrar, Posponer.
> rastrear ana
Búsqueda ana: 3 filas.
1. Llamar a Ana, Tareas, Pendientes.
2. Respuesta de Ana, Entrada.
3. Respuesta de Ana, Archivo.
Escribe abrir y un número para ir a una.
> abrir 1
Llamar a Ana, 1 de 1 en el filtro llamar.
> rastrear pan
Búsqueda pan: 1 fila.
1. Comprar pan, Tareas, Pendientes, oculta por el filtro llamar.
Escribe abrir y un número para ir a una.
> abrir 1
Filtro llamar quitado: oculta Comprar pan.
Comprar pan, 1 de 3.
> dónde
Comprar pan, 1 de 3. Respuesta a dónde.
Columna de contenido: Tareas, sección Pendientes.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
# Los números de una búsqueda siguen siendo los de sus resultados mientras solo se mira.
> filtrar vencida
Filtro vencida: ninguna fila coincide.
> rastrear pan
Búsqueda pan: 1 fila.
1. Comprar pan, Tareas, Pendientes, oculta por el filtro vencida.
Escribe abrir y un número para ir a una.
> dónde
Columna de contenido: Tareas.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
Filtro: vencida.
> abrir 1
Filtro vencida quitado: oculta Comprar pan.
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3.
