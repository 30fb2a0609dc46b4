#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 trial point 15: on an English store heard in Spanish, snoozed is a state word as done and pinned are: the rotor says pospuestas, and filtrar pospuestas and pospuesta match the snoozed rows.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> Snooze
Snooze: Buy bread. Now snoozed.
> language es
Idioma del almacén: español.
> rotor
Rotor: elementos.
Unidades: elementos, secciones, filas, acciones, seleccionadas, hechas, pospuestas, fijadas, vencidas.
> read
Buy bread, 1 de 3, pospuesta, acciones Done, Borrar, Snooze.
En Pending.
También: mover abajo.
> filtrar pospuestas
Filtro pospuestas: coincide 1 fila.
> filtrar pospuesta
Filtro pospuesta: coincide 1 fila.
> filtrar snoozed
Filtro snoozed: coincide 1 fila.
> language en
Language kept in this store: English.
> filter snoozed
Filter snoozed: 1 row matches.
> rotor
Rotor: items.
Units: items, sections, rows, actions, selected, done, snoozed, pinned, overdue.
