#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una fila enfocada que un cambio deja oculta por el filtro se dice oculta, y el foco pasa a la fila a la que iría.
> filtrar no hecha
Filtro no hecha: coinciden 3 filas.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> ir 1
Comprar pan, 1 de 3 en el filtro no hecha.
> marcar hecha
Comprar pan: hecha.
Comprar pan: ahora oculta por el filtro no hecha.
Llamar a Ana, 1 de 2 en el filtro no hecha.
> dónde
Llamar a Ana, 1 de 2 en el filtro no hecha. Respuesta a dónde.
Columna de contenido: Tareas, sección Pendientes.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
Filtro: no hecha.
> siguiente
Pagar el alquiler, 2 de 2 en el filtro no hecha, fijada, acciones Posponer.
> anterior
Llamar a Ana, 1 de 2 en el filtro no hecha.
> Hecho
Hecho: Llamar a Ana. Ahora en Completadas.
Llamar a Ana: ahora oculta por el filtro no hecha.
Pagar el alquiler, 1 de 1 en el filtro no hecha, fijada.
> deshacer
Deshecho: Hecho en Llamar a Ana.
Llamar a Ana, 1 de 2 en el filtro no hecha.
> filtrar llamar
Filtro llamar: coincide 1 fila.
> ir 1
Llamar a Ana, 1 de 1 en el filtro llamar.
> renombrar . a Telefonear a Ana
Renombrada Llamar a Ana como Telefonear a Ana.
Telefonear a Ana: ahora oculta por el filtro llamar.
Tareas, filtro llamar: ninguna fila coincide.
> dónde
Columna de contenido: Tareas.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
Filtro: llamar.
> filtrar no hecha
Filtro no hecha: coinciden 2 filas.
Telefonear a Ana, 1 de 2.
> ir 1
Telefonear a Ana, 1 de 2 en el filtro no hecha.
> añadir Fila oculta después
Añadida Fila oculta después, 3 de 3 en el filtro no hecha.
