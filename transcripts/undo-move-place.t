#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25, trial25q new finding 9: undo and redo of a move within a section say where
# the row is now, as the move did; between sections they name the section.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> move down
Moved Buy bread to 2 of 3, after Call Ana.
> undo
Undid move of Buy bread: 1 of 3, before Call Ana.
Buy bread, 1 of 3.
> redo
Redid move of Buy bread: 2 of 3, after Call Ana.
> undo
Undid move of Buy bread: 1 of 3, before Call Ana.
Buy bread, 1 of 3.
> redo
Redid move of Buy bread: 2 of 3, after Call Ana.
> goto Call Ana
Call Ana, 1 of 3.
> move to section Completed
Moved Call Ana to Completed, 3 of 3.
> undo
Undid move of Call Ana: back in Pending.
Call Ana, 1 of 3.
> redo
Redid move of Call Ana: now in Completed.
