#! args: --demo
Tasks, 2 sections, 5 rows.
# At the list's title no row is focused: a line naming a row has only that reading, and runs.
> rename Buy bread Buy oat bread
Renamed Buy bread to Buy oat bread.
> undo
Undid rename of Buy oat bread: Buy bread again.
Buy bread, 1 of 3.
# On a row, a line that reads two ways is refused.
> goto Buy bread
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> rename Buy bread Buy oat bread
Error: rename can be read two ways: Buy bread, text Buy oat bread; or the focused row, text Buy bread Buy oat bread. A quoted title says which: rename "Buy bread" to Buy oat bread.
# A row set off by "to" that is not there is refused by name; the focused row
# is never renamed to the whole line in its place.
> rename Nope to Other
Error: "Nope" is not a row here; rename changed nothing. For the focused row, type rename . to TEXT.
> note Nope: call first
Error: "Nope" is not a row here; note changed nothing. For the focused row, type note .: TEXT.
# A colon with no space after it is part of the text: 10:30 is a time.
> note Meeting at 10:30
Note on Buy bread: Meeting at 10:30.
> where
Buy bread, 1 of 3.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
# A rename to the same name changes nothing and leaves no undo step.
> rename Buy bread to Buy bread
Buy bread already has that name; nothing changed.
> section rename Pending
Pending already has that name; nothing changed.
> undo
Undid note on Buy bread: no note again.
Buy bread, 1 of 3.
> rename . to Go to the shop
Renamed Buy bread to Go to the shop.
# Numbers count from 1; a slip of one key is suggested, never run.
> 0
Error: 0 alone does nothing here; rows are numbered from 1, as in goto 1.
> -1
Error: -1 alone does nothing here; rows are numbered from 1, as in goto 1.
> undp
Error: "undp" is not a command. Did you mean undo?
> mode
Error: "mode" is not a command. Did you mean more?
> language es
Idioma del almacén: español.
> renombrar Nada como Algo
Error: "Nada" no nombra ninguna fila de aquí; renombrar no cambió nada. Para la fila enfocada, escribe renombrar . a TEXTO.
> nota Nada: algo
Error: "Nada" no nombra ninguna fila de aquí; nota no cambió nada. Para la fila enfocada, escribe nota .: TEXTO.
> renombrar Go to the shop como Go to the shop
Go to the shop ya tiene ese nombre; no cambió nada.
> 0
Error: 0 solo no hace nada aquí; las filas se numeran desde 1, como en ir 1.
> undp
Error: "undp" no es un comando. ¿Querías decir deshacer?
