#! args: --memory --demo --profile mac --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: ir escrito en el detalle va a la fila en la columna de contenido y nombra esa columna primero, como buscar; un ir rechazado deja el foco en el detalle.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> abrir .
Detalle: Comprar pan, 1 de 3.
Pista: a Tareas se vuelve con atrás.
> ir 2
Columna de contenido.
Llamar a Ana, 2 de 3.
> dónde
Llamar a Ana, 2 de 3. Respuesta a dónde.
Columna de contenido: Tareas, sección Pendientes.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
> abrir .
Detalle: Llamar a Ana, 2 de 3.
> ir 9
Error: fila 9: solo hay 3. Escribe un número del 1 al 3.
> dónde
Columna de detalle: Tareas, luego Llamar a Ana.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
> ir Pagar el alquiler
Columna de contenido.
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
