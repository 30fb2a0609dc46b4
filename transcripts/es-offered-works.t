#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 punto 6 en español: lo que no puede funcionar no se ofrece, y lo que se ofrece funciona.
> ir Renovar el pasaporte
Completadas, sección 2 de 2.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> acciones
Renovar el pasaporte, 2 acciones.
1. Borrar, final, destructiva, deslizar completo.
2. Posponer, final, naranja.
También: mover abajo.
> hacer Hecho
Error: Renovar el pasaporte ya está así: hecha. No ha cambiado nada.
> ir Pagar el alquiler
Pendientes, sección 1 de 2.
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
> hacer Hecho
Error: Pagar el alquiler no se puede mover: tiene el movimiento desactivado.
> nueva lista Tareas de casa como Tareas
Lista Tareas de casa creada.
Tareas de casa, 2 secciones, sin filas.
> secciones
2 secciones.
1. Pendientes, sin filas.
2. Completadas, sin filas.
> añadir Barrer
Añadida Barrer, 1 de 1.
> hacer Hecho
Hecho: Barrer. Ahora en Completadas.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
Atrás: Listas.
> sección Completadas
Completadas, sección 2 de 2, 2 filas.
> sección renombrar Terminadas
Sección Completadas renombrada como Terminadas. Hecho ahora mueve filas a Terminadas.
> ir Comprar pan
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> hacer Hecho
Hecho: Comprar pan. Ahora en Terminadas.
> deshacer
Deshecho: Hecho en Comprar pan.
Comprar pan, 1 de 3.
> deshacer
Deshecho: renombrar la sección Completadas.
> hacer Hecho
Hecho: Comprar pan. Ahora en Completadas.
> lista Completadas
Completadas, 2 de 2, 3 filas.
Renovar el pasaporte, hecha.
Regar las plantas, hecha.
Comprar pan, hecha.
Pie: Se archivan a los treinta días.
