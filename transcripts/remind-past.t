#! args: --memory --demo --today 2026-12-05 --now 2026-12-05T10:00
Tasks, 2 sections, 5 rows.
# A reminder on a day gone by would be kept and never ring: it is refused, with the
# words typed; a time alone is the next one to come, and a time earlier today rings at once.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> remind yesterday 9:00
Error: "yesterday 9:00" has passed: a reminder rings at a time still to come.
> remind today 9:00
Buy bread: reminder today 9am.
Reminder: Buy bread.
> remind 9:00
Buy bread: reminder tomorrow 9am.
> idioma español
Idioma del almacén: español.
> avisar ayer 9:00
Error: "ayer 9:00" ya pasó: un aviso suena a una hora que aún no ha llegado.
