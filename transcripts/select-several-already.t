#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Selecting rows that are all selected already says so, as select of one selected
# row does, and leaves no undo step; one of them not yet selected is selected.
> edit
Editing.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> select 1, 2
Buy bread and Call Ana selected, 2 in all.
> select 1, 2
Buy bread and Call Ana are already selected; nothing changed.
> select 1-2
Buy bread and Call Ana are already selected; nothing changed. Again.
> undo
Error: undo: nothing to take back.
> deselect 2
Call Ana deselected, 1 still selected.
> select 1, 2
Call Ana selected, 2 in all.
