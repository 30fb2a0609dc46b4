#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25: the language already spoken is said as unchanged the first time
# too, as verbosity is, and leaves no undo step.
> language en
Language kept in this store: English. Already so; nothing changed.
> verbosity normal
Verbosity: normal. Already so; nothing changed.
> undo
Error: undo: nothing to take back.
> language es
Idioma del almacén: español.
> language es
Idioma del almacén: español. Ya estaba así; no cambió nada.
