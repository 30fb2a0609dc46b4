#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 trial finding 7, the twin of es-english-store-states.t: a Spanish store
# heard in English says done, snoozed, pinned and Delete, never hecha, pospuesta, fijada and Borrar
# beside them (trial point 15: snoozed is a state listo knows); the list's own actions (Hecho,
# Posponer) stay as declared.
> idioma en
Language kept in this store: English.
> rotor
Rotor: items.
Units: items, sections, rows, actions, selected, done, snoozed, pinned, overdue.
> list all
Pendientes, 1 of 2, 3 rows.
Comprar pan.
Llamar a Ana.
Pagar el alquiler, pinned.
Completadas, 2 of 2, 2 rows.
Renovar el pasaporte, done.
Regar las plantas, done.
Footer: Se archivan a los treinta días.
> rotor pinned
Rotor: pinned.
> rotor hecha
Rotor: done.
> goto Renovar
Completadas, section 2 of 2.
Renovar el pasaporte, 1 of 2, done, actions Delete, Posponer.
> goto 1
Renovar el pasaporte, 1 of 2, done.
> mark done
Renovar el pasaporte is already done; nothing changed.
> Posponer
Posponer: Renovar el pasaporte. Now snoozed.
> read
Renovar el pasaporte, 1 of 2, done, snoozed, actions Delete, Posponer.
In Completadas.
Also: move down.
> actions
Renovar el pasaporte, 2 actions.
1. Delete, trailing, destructive, full swipe.
2. Posponer, trailing, orange.
Also: move down.
