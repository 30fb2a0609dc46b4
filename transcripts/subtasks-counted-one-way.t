#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# A row's subtasks are counted one way in every answer: the done count where the
# list has a done field.
> goto Buy
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> add child Yeast
Added Yeast under Buy bread, level 2, 1 of 1.
> goto Buy
Buy bread, level 1, 1 of 3, expanded, 0 of 1 done.
> collapse
Collapsed Buy bread, 0 of 1 done.
> read
Buy bread, level 1, 1 of 3, collapsed, 0 of 1 done, actions Done, Delete, Snooze.
In Pending.
Also: move down.
> expand
Expanded Buy bread, 0 of 1 done.
> expand all
All of Buy bread is already expanded, 0 of 1 done at all levels.
# Without a done field, the subtask count.
> new list Plain
List Plain created.
Plain, no rows.
> add Flour
Added Flour, 1 of 1.
> add child Sugar
Added Sugar under Flour, level 2, 1 of 1.
> goto Flour
Flour, level 1, 1 of 1, expanded, 1 subtask, actions Delete.
> collapse
Collapsed Flour, 1 subtask.
> read
Flour, level 1, 1 of 1, collapsed, 1 subtask, actions Delete.
