#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 finding N1, in Spanish: find typed in the sidebar goes to the row it
# finds, in the content column, and names that column first.
> atrás
Listas, 4 listas.
Tareas, 1 de 4, 5 filas.
> buscar pan
Columna de contenido.
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> dónde
Comprar pan, 1 de 3.
Columna de contenido: Tareas, sección Pendientes.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
> buscar
Error: "pan": no hay más filas después de esta. Para volver a la primera, escribe primero y luego buscar.
> atrás
Listas, 4 listas.
Tareas, 1 de 4, 5 filas.
> buscar zzz
Error: "zzz" no está en ninguna fila de Tareas. Prueba un texto más corto, o rastrear para buscar en todas las listas.
> dónde
Tareas, 1 de 4.
Columna lateral: Listas.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
> siguiente
Artículos, 2 de 4, 5 filas, 3 sin leer.
> buscar pan
Error: buscar necesita una fila, y el foco está en las listas. Escribe abrir para entrar en Artículos.
# Typed in the detail, find goes back to the content column too.
> abrir 1
Tareas, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> ir Llamar a Ana
Pendientes, sección 1 de 2.
Llamar a Ana, 2 de 3.
> abrir .
Detalle: Llamar a Ana, 2 de 3.
Pista: a Tareas se vuelve con atrás.
> buscar Pagar
Columna de contenido.
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
> dónde
Pagar el alquiler, 3 de 3.
Columna de contenido: Tareas, sección Pendientes.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
