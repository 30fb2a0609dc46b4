#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Filas del mismo título, una tras otra, se cuentan todas: una línea y cuántas veces más.
> nueva lista Compra
Lista Compra creada.
Compra, sin filas.
> añadir Leche
Añadida Leche, 1 de 1.
> añadir Leche
Añadida Leche, 2 de 2.
> añadir Leche
Añadida Leche, 3 de 3.
> añadir Huevos
Añadida Huevos, 4 de 4.
> lista
Compra, 4 filas.
Leche.
La línea de arriba 2 veces más.
Huevos.
> lista todo
Compra, 4 filas.
Leche.
La línea de arriba 2 veces más.
Huevos.
# El detalle dice las subtareas con cuántas están hechas, como la línea de la fila.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> añadir hijo Levadura
Levadura añadida dentro de Comprar pan, nivel 2, 1 de 1.
> ir Comprar pan
Comprar pan, nivel 1, 1 de 3, expandida, 0 de 1 hecha.
> leer
Comprar pan, nivel 1, 1 de 3, expandida, 0 de 1 hecha, acciones Hecho, Borrar, Posponer.
En Pendientes.
También: mover abajo.
> abrir
Detalle: Comprar pan, 1 de 3. 0 de 1 hecha.
Pista: a Tareas se vuelve con atrás.
> leer
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
En Pendientes.
0 de 1 hecha.
También: mover abajo.
> atrás
Columna de contenido.
Comprar pan, 1 de 3, expandida, 0 de 1 hecha.
# Un nombre de lista acortado que empieza dos listas las nombra.
> abrir Ar
Error: "Ar" coincide con 2 listas:
1: Artículos.
2: Archivo.
Escribe un número para abrir una, o más del nombre.
# ordenar y agrupar rechazan un campo que ninguna fila tiene con las mismas palabras y campos.
> ordenar nada
Error: Tareas no tiene el campo "nada". Sus campos: hecha, vence, pospuesta, fijada. Añade uno con campo añadir nada TIPO.
> agrupar nada
Error: Tareas no tiene el campo "nada". Sus campos: hecha, vence, pospuesta, fijada. Añade uno con campo añadir nada TIPO. Respuesta a agrupar nada.
# Los números se dicen en cifras; uno con más cifras de las que se guardan se rechaza.
> campo añadir coste número
Campo coste añadido a Tareas: número.
> poner coste 99999999999999999999
Error: coste guarda números de 15 cifras como mucho, y "99999999999999999999" tiene 20. Redondéalo.
> poner coste 999999999999999
Comprar pan: coste 999999999999999.
> poner coste 0,000000001
Comprar pan: coste 0,000000001.
> lista
Pendientes, 1 de 2, 3 filas.
Comprar pan, coste 0,000000001, expandida, 0 de 1 hecha.
Levadura, nivel 2.
Llamar a Ana, nivel 1.
Pagar el alquiler, fijada.
# Un intervalo escrito al revés nombra las mismas filas.
> editar
Editando.
> seleccionar 3-1
Comprar pan, Llamar a Ana y Pagar el alquiler seleccionadas, 3 en total.
> editar no
Edición terminada.
# Un modo de selección puesto otra vez no cambia nada, y lo dice.
> selección modo ninguna
Tareas, selección ninguna.
3 filas deseleccionadas.
> selección modo ninguna
Tareas ya tiene la selección ninguna; no cambió nada.
# mover antes de y mover después de nombran la fila.
> ir Llamar a Ana
Llamar a Ana, 2 de 3.
> mover después de Pagar el alquiler
Movida Llamar a Ana a 3 de 3, después de Pagar el alquiler.
> mover antes de Comprar pan
Movida Llamar a Ana a 1 de 3, antes de Comprar pan.
