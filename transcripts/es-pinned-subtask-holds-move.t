#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una subtarea fijada impide que su madre deje su sección o su lista, como impide borrarla: Hecho, mover a sección y mover a lista se rechazan, y Hecho no se ofrece.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> añadir hijo Levadura
Levadura añadida dentro de Comprar pan, nivel 2, 1 de 1.
> fijar
Levadura: fijada.
> subir
Comprar pan, nivel 1, 1 de 3, expandida, 0 de 1 hecha, acciones Posponer.
> Hecho
Error: Comprar pan no se puede mover: su subtarea Levadura está fijada.
> mover a sección Completadas
Error: Comprar pan no se puede mover: su subtarea Levadura está fijada. Respuesta a mover a sección Completadas.
> mover a lista Archivo
Error: Comprar pan no se puede mover: su subtarea Levadura está fijada.
> acciones
Comprar pan, 1 acción.
1. Posponer, final, deslizar completo, naranja.
> ir Levadura
Levadura, nivel 2, 1 de 1, fijada, acciones Hecho, Posponer.
> soltar
Levadura: ya no está fijada.
> subir
Comprar pan, nivel 1, 1 de 3, expandida, 0 de 1 hecha.
> acciones
Comprar pan, 3 acciones.
1. Hecho, inicio, deslizar completo, verde.
2. Borrar, final, destructiva, deslizar completo.
3. Posponer, final, naranja.
También: mover abajo.
