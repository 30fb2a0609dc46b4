#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Una acción que no cambiaría nada (mueve filas a la sección donde ya están) lo dice y no deja paso que deshacer.
> acción añadir Guardar final mover a Completadas
Acción Guardar añadida, final 3 de 3.
> sección 2
Completadas, sección 2 de 2, 2 filas.
> ir 1
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> Guardar
Renovar el pasaporte ya está en Completadas; no cambió nada.
> editar
Editando.
> seleccionar 1-2
Renovar el pasaporte y Regar las plantas seleccionadas, 2 en total.
> Guardar
Renovar el pasaporte y Regar las plantas ya están en Completadas; no cambió nada.
