#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 trial finding 10, the Spanish twin of same-answer-again.t: dos órdenes
# que no cambian nada y dan la misma respuesta seguidas dicen la segunda con Otra vez.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> leer
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer. Otra vez.
En Pendientes.
También: mover abajo.
> ir 2
Llamar a Ana, 2 de 3.
> expandir
Error: Llamar a Ana no tiene subtareas que expandir o contraer.
> plegar
Error: Llamar a Ana no tiene subtareas que expandir o contraer. Otra vez.
> borrar Zzz
Error: "Zzz" no nombra ninguna fila de aquí. Escribe lista para oír las filas.
> leer Zzz
Error: "Zzz" no nombra ninguna fila de aquí. Escribe lista para oír las filas. Otra vez.
> añadir Leche
Añadida Leche, 4 de 4.
> deshacer
Deshecho: añadir Leche.
Pagar el alquiler, 3 de 3, fijada.
> rehacer
Rehecho: añadir Leche.
