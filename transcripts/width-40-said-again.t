#! args: --memory --demo --width 40
Tasks, 2 sections, 5 rows.
# At 40 cells, an answer said again right after the same answer carries its last
# word down to a line of its own; a place ("2 of 3.") goes down whole.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3,
actions Done, Delete, Snooze.
> open .
Detail: Buy bread, 1 of 3.
Hint: for Tasks, type back.
> goto 2
Content column.
Call Ana, 2 of 3.
> goto Call Ana
Call Ana,
2 of 3. Answer to goto Call Ana.
