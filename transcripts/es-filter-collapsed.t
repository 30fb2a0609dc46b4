#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Un filtro muestra lo que coincide dentro de filas plegadas, y el título cuenta solo lo que deja pasar.
> nueva lista Viaje
Lista Viaje creada.
Viaje, sin filas.
> añadir Plan
Añadida Plan, 1 de 1.
> añadir hija Comprar tren
Comprar tren añadida dentro de Plan, nivel 2, 1 de 1.
> subir
Plan, nivel 1, 1 de 1, expandida, 1 subtarea, acciones Borrar.
> plegar
Plan plegada, 1 subtarea.
> filtrar tren
Filtro tren: coincide 1 subtarea, dentro de 1 fila.
> lista
Viaje, filtro tren: coincide 1 subtarea, dentro de 1 fila.
Plan, plegada, abierta por el filtro, 1 subtarea.
Comprar tren, nivel 2.
> siguiente
Comprar tren, nivel 2, 1 de 1 en el filtro tren.
> primero
Viaje, filtro tren: coincide 1 subtarea, dentro de 1 fila.
> ir Comprar tren
Comprar tren, nivel 2, 1 de 1 en el filtro tren.
> filtrar no
Filtro quitado, 1 fila.
Comprar tren está dentro de Plan, que está plegada; el foco pasa a Plan.
Plan, nivel 1, 1 de 1, plegada, 1 subtarea.
> lista
Viaje, 1 fila.
Plan, plegada, 1 subtarea.
> abrir Artículos
Artículos, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> filtrar sin leer
Filtro sin leer: coinciden 3 filas.
Listas de oído, 1 de 3, no leída, acciones Borrar.
> primero
Artículos, filtro sin leer: coinciden 3 filas, 2 secciones.
> lista
Artículos, filtro sin leer: coinciden 3 filas, 2 secciones. Respuesta a lista.
Hoy, 1 de 2, 2 filas.
Listas de oído, no leída.
Resumen de noticias de la mañana, no leída.
