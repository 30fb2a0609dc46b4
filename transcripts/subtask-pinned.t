#! args: --demo
Tasks, 2 sections, 5 rows.
# A row whose subtask is pinned is refused by its own name, with the subtask that holds it back.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> add child Yeast
Added Yeast under Buy bread, level 2, 1 of 1.
> pin Yeast
Yeast: pinned.
> parent
Buy bread, level 1, 1 of 3, expanded, 0 of 1 done, actions Snooze.
> delete Buy bread
Error: Buy bread can't be deleted: its subtask Yeast is pinned.
