#! args: --demo
Tasks, 2 sections, 5 rows.
# Subtasks in a list with a done field: counts say how many are done, a done parent says what is open.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> add child Flour
Added Flour under Buy bread, level 2, 1 of 1.
> add Yeast
Added Yeast under Buy bread, level 2, 2 of 2.
> Done
Done: Yeast.
> parent
Buy bread, level 1, 1 of 3, expanded, 1 of 2 done.
> Done
Done: Buy bread. Now in Completed. 1 subtask still open.
> undo
Undid Done on Buy bread.
Buy bread, 1 of 3, expanded, 1 of 2 done.
> list
Pending, 1 of 2, 3 rows.
Buy bread, expanded, 1 of 2 done.
Flour, level 2.
Yeast, done.
Call Ana, level 1.
Pay the rent, pinned.
> goto Flour
Flour, level 2, 1 of 2.
> Done
Done: Flour.
> parent
Buy bread, level 1, 1 of 3, expanded, 2 of 2 done.
> rotor
Rotor: items.
Units: items, sections, rows, actions, selected, level, done, snoozed, pinned, overdue.
> rotor level
Rotor: level.
> next
Call Ana, 2 of 3.
> next
Pay the rent, 3 of 3, pinned, actions Snooze.
> rotor items
Rotor: items.
> goto Buy bread
Buy bread, 1 of 3, expanded, 2 of 2 done.
> delete
Deleted Buy bread with 2 subtasks. 2 rows left.
Call Ana, 1 of 2.
> undo
Undid delete of Buy bread.
Buy bread, 1 of 3, expanded, 2 of 2 done.
> list
Pending, 1 of 2, 3 rows.
Buy bread, expanded, 2 of 2 done.
Flour, level 2, done.
Yeast, done.
Call Ana, level 1.
Pay the rent, pinned.
> goto Call Ana
Call Ana, 2 of 3.
> move to Buy bread
Moved Call Ana into Buy bread, level 2, 3 of 3, after Yeast.
> selection
Selection is empty.
> edit
Editing.
> select Buy bread
Buy bread selected, 1 in all.
> select Yeast
Yeast selected, 2 in all.
> delete selection
Deleted Buy bread with 3 subtasks. 1 row left.
Pay the rent, 1 of 1, pinned.
> undo
Undid delete of Buy bread.
Buy bread and Yeast selected again, 2 in all.
Buy bread, 1 of 2, selected, expanded, 2 of 3 done.
> filter yeast
Filter yeast: 1 subtask matches, inside 1 row.
> filter off
Filter off, 4 rows.
Buy bread, 1 of 2, selected, expanded, 2 of 3 done.
> goto Pay the rent
Pay the rent, 2 of 2, pinned, actions Snooze.
> move to Buy bread
Error: Pay the rent can't be moved: it is pinned.
> goto Buy bread
Buy bread, 1 of 2, selected, expanded, 2 of 3 done.
> collapse
Collapsed Buy bread, 2 of 3 done.
> where
Buy bread, 1 of 2, selected.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode on, 2 selected.
Layout: compact.
