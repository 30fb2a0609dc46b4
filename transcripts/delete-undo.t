#! args: --demo
Tasks, 2 sections, 5 rows.
> goto Call Ana
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
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
Error: row 9: there are only 3. Give a number from 1 to 3.
> undo
Error: undo: nothing to take back.
> undo
Error: undo: nothing to take back. Again.
> redo
Redid delete of Call Ana.
Pay the rent, 2 of 2, pinned.
> redo
Error: redo: nothing to bring back.
> redo
Error: redo: nothing to bring back. Again.
