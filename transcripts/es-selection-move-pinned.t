#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: mover la selección, rechazado por una fila que contiene, dice que no cambió nada
# y cómo seguir, como borrar selección.
> editar sí
Editando.
> seleccionar todo
Todas seleccionadas, 5 filas.
> mover selección a sección Completadas
Error: Pagar el alquiler está fijada, así que no cambió nada. Deselecciónala o suéltala, y vuelve a escribir mover selección.
> Hecho selección
Error: Pagar el alquiler está fijada, así que no cambió nada. Deselecciónala o suéltala, y vuelve a escribir Hecho selección.
