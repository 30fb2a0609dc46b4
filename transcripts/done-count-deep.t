#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# A row counts done among every row below it, at any depth, expanded or collapsed: Wheat, inside Rye, is open, so Buy bread is 1 of 2 done wherever it is said, and its count does not change as it folds.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> add child Rye
Added Rye under Buy bread, level 2, 1 of 1.
> add child Wheat
Added Wheat under Rye, level 3, 1 of 1.
> goto Rye
Rye, level 2, 1 of 1, expanded, 0 of 1 done.
> Done
Done: Rye. 1 subtask still open.
> goto Buy bread
Buy bread, level 1, 1 of 3, expanded, 1 of 2 done.
> collapse
Collapsed Buy bread, 1 of 2 done.
> delete
Deleted Buy bread with 2 subtasks. 2 rows left.
Call Ana, 1 of 2.
> undo
Undid delete of Buy bread.
Buy bread, 1 of 3, collapsed, 1 of 2 done.
> read
Buy bread, level 1, 1 of 3, collapsed, 1 of 2 done, actions Done, Delete, Snooze.
In Pending.
Also: move down.
> expand
Expanded Buy bread, 1 of 2 done.
> list
Pending, 1 of 2, 3 rows.
Buy bread, expanded, 1 of 2 done.
Rye, level 2, done, expanded, 0 of 1 done.
Wheat, level 3.
Call Ana, level 1.
Pay the rent, pinned.
