#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: una fila plegada que el filtro muestra abierta, para llegar a lo que
# coincide dentro, se dice plegada, como está, y abierta por el filtro, como se lee.
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
> anterior
Plan, nivel 1, 1 de 1 en el filtro tren, plegada, abierta por el filtro, 1 subtarea.
> leer
Plan, nivel 1, 1 de 1 en el filtro tren, plegada, abierta por el filtro, 1 subtarea, acciones Borrar.
> plegar
Plan ya está plegada, 1 subtarea.
> expandir
Plan expandida, 1 subtarea.
> lista
Viaje, filtro tren: coincide 1 subtarea, dentro de 1 fila.
Plan, expandida, 1 subtarea.
Comprar tren, nivel 2.
> filtrar no
Filtro quitado, 1 fila.
Plan, 1 de 1, expandida, 1 subtarea.
