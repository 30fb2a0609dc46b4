#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Undo of delete selection brings the rows back selected, as they were, and says
# so; redo deletes them again.
> edit on
Editing.
> select 1
Buy bread selected, 1 in all.
> select 2
Call Ana selected, 2 in all.
> delete selection
Deleted 2 rows: Buy bread, Call Ana. 1 row left.
> undo
Undid delete of 2 rows: Buy bread, Call Ana.
Buy bread and Call Ana selected again, 2 in all.
Buy bread, 1 of 3, selected.
> selection
2 selected: Buy bread, Call Ana.
> redo
Redid delete of 2 rows: Buy bread, Call Ana.
Pay the rent, 1 of 1, pinned.
> selection
Selection is empty.
> undo
Undid delete of 2 rows: Buy bread, Call Ana.
Buy bread and Call Ana selected again, 2 in all.
Buy bread, 1 of 3, selected.
# Moving or marking the selection keeps it, and so do their undo and redo.
> move selection to section Completed
Moved Buy bread and Call Ana to Completed, 3 to 4 of 4.
> undo
Undid move of 2 rows: back in Pending.
Buy bread, 1 of 3, selected.
> selection
2 selected: Buy bread, Call Ana.
> mark selection snoozed
Snoozed: 2 rows.
> undo
Undid snoozed on Buy bread and Call Ana.
Buy bread, 1 of 3, selected.
> redo
Redid snoozed on Buy bread and Call Ana.
> selection
2 selected: Buy bread, Call Ana.
# One selected row deleted by name comes back selected among the others.
> select 3
Pay the rent selected, 3 in all.
> delete Call Ana
Deleted Call Ana. 2 rows left.
> undo
Undid delete of Call Ana.
Call Ana selected again, 3 in all.
Call Ana, 2 of 3, snoozed, selected.
> selection
3 selected: Buy bread, Call Ana, Pay the rent.
