#! args: --memory --demo --language es --now 2026-12-02T08:00
Tareas, 2 secciones, 5 filas.
# Las horas de un aviso se dicen como se dicen: a las 9, a la 1, a las 18:30, no a las 9:00; lo que listo dice se puede escribir.
> ir Comprar pan
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> avisar 9:00
Comprar pan: aviso hoy a las 9.
> avisar mañana a las 9
Comprar pan: aviso mañana a las 9.
> avisar 13:00
Comprar pan: aviso hoy a las 13.
> avisar 1:00
Comprar pan: aviso mañana a la 1.
> avisar 18:30
Comprar pan: aviso hoy a las 18:30.
> avisos
1 aviso por venir.
Comprar pan, Tareas, hoy a las 18:30.
> leer
Comprar pan, 1 de 3, aviso hoy a las 18:30, acciones Hecho, Borrar, Posponer.
En Pendientes.
También: mover abajo.
