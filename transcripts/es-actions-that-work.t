#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Punto 6 del issue 25: lo que no puede funcionar no se ofrece, y lo que se ofrece funciona.
# Pagar el alquiler está fijada: Hecho la movería, así que no se ofrece ahí; pedirla sigue dando el motivo.
> ir Pagar el alquiler
Pendientes, sección 1 de 2.
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
> acciones
Pagar el alquiler, 1 acción.
1. Posponer, final, deslizar completo, naranja.
> deslizar inicio
Error: Pagar el alquiler no tiene acciones en el inicio. Escribe acciones para oír las que tiene.
> Hecho
Error: Pagar el alquiler no se puede mover a Completadas con Hecho: está fijada.
# Una lista hecha como Tareas recibe sus secciones, vacías, con sus pies, y Hecho encuentra Completadas allí.
> nueva lista Tareas de casa como Tareas
Lista Tareas de casa creada.
Tareas de casa, 2 secciones, sin filas.
> secciones
2 secciones.
1. Pendientes, sin filas.
2. Completadas, sin filas.
> añadir Barrer el suelo
Añadida Barrer el suelo, 1 de 1.
> Hecho
Hecho: Barrer el suelo. Ahora en Completadas.
> lista todo
Pendientes, 1 de 2, sin filas.
Completadas, 2 de 2, 1 fila.
Barrer el suelo, hecha.
Pie: Se archivan a los treinta días.
> deshacer
Deshecho: Hecho en Barrer el suelo.
Barrer el suelo, 1 de 1.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
# Renombrar una sección lleva con ella las acciones que mueven filas allí, en un cambio y un deshacer.
> sección 2
Completadas, sección 2 de 2, 2 filas.
> sección renombrar Terminadas
Sección Completadas renombrada como Terminadas. Hecho ahora mueve filas a Terminadas.
> sección 1
Pendientes, sección 1 de 2, 3 filas.
> ir 1
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> Hecho
Hecho: Comprar pan. Ahora en Terminadas.
> deshacer
Deshecho: Hecho en Comprar pan.
Comprar pan, 1 de 3.
> deshacer
Deshecho: renombrar la sección Terminadas; de nuevo Completadas.
> ir 1
Comprar pan, 1 de 3.
> Hecho
Hecho: Comprar pan. Ahora en Completadas.
