#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: el idioma que ya se habla se dice sin cambios desde la primera vez,
# como la verbosidad, y no deja paso que deshacer.
> idioma es
Idioma del almacén: español. Ya estaba así; no cambió nada.
> verbosidad normal
Verbosidad normal. Ya estaba así; no cambió nada.
> deshacer
Error: nada que deshacer.
> idioma en
Language kept in this store: English.
> idioma en
Language kept in this store: English. Already so; nothing changed.
