#! args: --demo
Tasks, 2 sections, 5 rows.
> goto Call Ana
Pending, section 1 of 2.
Call Ana, 2 of 3.
Actions: Done, Delete, Snooze.
> delete
Deleted Call Ana. 2 rows left.
Pay the rent, 2 of 2, pinned.
> undo
Undid delete of Call Ana.
Call Ana, 2 of 3.
> redo
Redid delete of Call Ana.
Pay the rent, 2 of 2, pinned.
> undo
Undid delete of Call Ana.
Call Ana, 2 of 3.
> delete Pay the rent
Error: Pay the rent can't be deleted: it is pinned.
> delete 9
Error: no row 9; there are 3. Give a number from 1 to 3.
> undo
Error: nothing to undo.
> undo
Error: nothing to undo. Again.
> redo
Redid delete of Call Ana.
Pay the rent, 2 of 2, pinned.
> redo
Error: nothing to redo.
> redo
Error: nothing to redo. Again.
