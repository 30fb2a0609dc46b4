#! args: --memory --demo --today 2026-12-01 --language es
Tareas, 2 secciones, 5 filas.
# Deshacer borrar la selección devuelve las filas seleccionadas, como estaban, y
# lo dice; rehacer las borra otra vez.
> editar
Editando.
> seleccionar 1
Comprar pan seleccionada, 1 en total.
> seleccionar 2
Llamar a Ana seleccionada, 2 en total.
> borrar selección
Borradas 2 filas: Comprar pan, Llamar a Ana. Queda 1 fila.
> deshacer
Deshecho: borrar 2 filas: Comprar pan, Llamar a Ana.
Comprar pan y Llamar a Ana seleccionadas de nuevo, 2 en total.
Comprar pan, 1 de 3, seleccionada.
> selección
2 seleccionadas: Comprar pan, Llamar a Ana.
> rehacer
Rehecho: borrar 2 filas: Comprar pan, Llamar a Ana.
Pagar el alquiler, 1 de 1, fijada.
> selección
Selección vacía.
> deshacer
Deshecho: borrar 2 filas: Comprar pan, Llamar a Ana.
Comprar pan y Llamar a Ana seleccionadas de nuevo, 2 en total.
Comprar pan, 1 de 3, seleccionada.
# Mover o marcar la selección la conserva, y también deshacerlo y rehacerlo.
> mover selección a sección Completadas
Movidas Comprar pan y Llamar a Ana a Completadas, de 3 a 4 de 4.
> deshacer
Deshecho: mover 2 filas; de vuelta en Pendientes.
Comprar pan, 1 de 3, seleccionada.
> selección
2 seleccionadas: Comprar pan, Llamar a Ana.
> marcar selección pospuesta
Pospuestas: 2 filas.
> deshacer
Deshecho: pospuesta en Comprar pan y Llamar a Ana.
Comprar pan, 1 de 3, seleccionada.
> rehacer
Rehecho: pospuesta en Comprar pan y Llamar a Ana.
> selección
2 seleccionadas: Comprar pan, Llamar a Ana.
# Una fila seleccionada borrada por su nombre vuelve seleccionada con las demás.
> seleccionar 3
Pagar el alquiler seleccionada, 3 en total.
> borrar Llamar a Ana
Borrada Llamar a Ana. Quedan 2 filas.
> deshacer
Deshecho: borrar Llamar a Ana.
Llamar a Ana seleccionada de nuevo, 3 en total.
Llamar a Ana, 2 de 3, pospuesta, seleccionada.
> selección
3 seleccionadas: Comprar pan, Llamar a Ana, Pagar el alquiler.
