#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Un almacén hecho en español oído en inglés: Snooze y Done ejecutan Posponer y Hecho.
> language en
Language kept in this store: English.
> goto 1
Pendientes, section 1 of 2.
Comprar pan, 1 of 3, actions Hecho, Delete, Posponer.
> Snooze
Posponer: Comprar pan. Now snoozed.
> Done 2
Hecho: Llamar a Ana. Now in Completadas.
# Help of the other language's word explains the action it runs.
> help Snooze
Posponer: an action of Tareas. Type Posponer to run it on the focused row, or actions to hear what it does.
> do Snooze 1
Posponer: Comprar pan. No longer snoozed.
> Delete 1
Deleted Comprar pan. 1 row left.
Pagar el alquiler, 1 of 1, pinned.
