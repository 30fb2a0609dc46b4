#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25: undo and redo of a note say the note the row holds again, so two undos
# of different steps never sound alike (it said Undid note on Call Ana. Again.).
> note 2: x
Note on Call Ana: x.
> note off 2
Call Ana: note removed.
> undo
Undid note off on Call Ana: note x again.
Call Ana, 2 of 3.
> undo
Undid note on Call Ana: no note again.
Call Ana, 2 of 3.
> redo
Redid note on Call Ana: note x again.
> redo
Redid note off on Call Ana: no note again.
