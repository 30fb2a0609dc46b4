#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 (trial47 N2): note off ROW removes that row's note, as unset ROW FIELD names its row; words after off that name no row are still the focused row's note.
> goto Buy
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> note Call Ana: bring cake
Note on Call Ana: bring cake.
> note off Call Ana
Call Ana: note removed.
> read Call Ana
Call Ana, 2 of 3, actions Done, Delete, Snooze.
In Pending.
Also: move up, move down.
> note off to the gym
Note on Buy bread: off to the gym.
> undo
Undid note on Buy bread: no note again.
Buy bread, 1 of 3.
> note Buy: flour
Error: note can be read two ways: Buy bread, text flour; or Buy bread, text Buy: flour. A quoted title says which: note "Buy bread": flour.
> note off .
Buy bread has no note; nothing changed.
