#! args: --memory --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Issue 25, N5: un número se dice con coma decimal en español, como el ejemplo
# de la negativa (3 o 2,5); se lee 3,5 y también 3.5.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> campo añadir coste número
Campo coste añadido a Tareas: número.
> poner coste 3,5
Comprar pan: coste 3,5.
> leer
Comprar pan, 1 de 3, coste 3,5, acciones Hecho, Borrar, Posponer.
En Pendientes.
También: mover abajo.
> poner coste 3.5
Comprar pan ya está así: coste 3,5; no cambió nada.
> poner coste -0.25
Comprar pan: coste -0,25.
> agrupar coste
Tareas: agrupada por coste.
> lista
Coste -0,25, 1 de 2, 1 fila.
Comprar pan, coste -0,25.
> poner coste tres
Error: coste admite un valor de tipo número, y "tres" no lo es. Por ejemplo: 3 o 2,5.
