#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Un viaje en esquema, en español: filas dentro de filas.
> new list Viaje
Lista Viaje creada.
Viaje, sin filas.
> add Planear el viaje
Añadida Planear el viaje, 1 de 1.
> add child Comprar el tren
Comprar el tren añadida dentro de Planear el viaje, nivel 2, 1 de 1.
> add Reservar el hotel
Reservar el hotel añadida dentro de Planear el viaje, nivel 2, 2 de 2.
> indent
Reservar el hotel sangrada dentro de Comprar el tren, nivel 3, 1 de 1.
> parent
Comprar el tren, nivel 2, 1 de 1, expandida, 1 subtarea, acciones Borrar.
> parent
Planear el viaje, nivel 1, 1 de 1, expandida, 1 subtarea.
> collapse
Planear el viaje plegada, 1 subtarea.
> expand all
Planear el viaje expandida entera, 2 subtareas en todos los niveles.
> rotor level
Rotor: nivel.
> next
Última del nivel 1.
> goto Comprar el tren
Comprar el tren, nivel 2, 1 de 1, expandida, 1 subtarea.
> outdent
Comprar el tren sube de nivel, nivel 1, 2 de 2, después de Planear el viaje.
> delete Planear el viaje
Borrada Planear el viaje. Queda 1 fila.
> undo
Deshecho: borrar Planear el viaje.
Planear el viaje, 1 de 2.
> goto Reservar el hotel
Reservar el hotel, nivel 2, 1 de 1.
> where
Reservar el hotel, nivel 2, 1 de 1. Respuesta a where.
Columna de contenido: Viaje, luego Comprar el tren.
División: equilibrada.
Rotor: nivel.
Edición desactivada, sin selección.
Vista compacta.
