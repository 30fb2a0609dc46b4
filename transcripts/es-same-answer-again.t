#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 trial finding 10, the Spanish twin of same-answer-again.t: una respuesta
# cuya primera línea es la dicha justo antes nombra la orden a la que responde,
# Respuesta a leer, y nunca Otra vez, que es solo para la misma orden con la misma
# respuesta (issue 25, a fresh trial's finding).
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> leer
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer. Respuesta a leer.
En Pendientes.
También: mover abajo.
> ir 2
Llamar a Ana, 2 de 3.
> expandir
Error: Llamar a Ana no tiene subtareas que expandir o plegar.
> plegar
Error: Llamar a Ana no tiene subtareas que expandir o plegar. Respuesta a plegar.
> borrar Zzz
Error: "Zzz" no nombra ninguna fila de aquí. Escribe lista para oír las filas.
> leer Zzz
Error: "Zzz" no nombra ninguna fila de aquí. Escribe lista para oír las filas. Respuesta a leer Zzz.
> añadir Leche
Añadida Leche, 4 de 4.
> deshacer
Deshecho: añadir Leche.
Pagar el alquiler, 3 de 3, fijada.
> rehacer
Rehecho: añadir Leche.
