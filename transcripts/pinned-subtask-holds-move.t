#! args: --demo
Tasks, 2 sections, 5 rows.
# A pinned subtask holds its parent back from leaving its section or list, as it holds back a delete: Done, move to section and move to list are refused, and Done is not offered.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> add child Yeast
Added Yeast under Buy bread, level 2, 1 of 1.
> pin
Yeast: pinned.
> parent
Buy bread, level 1, 1 of 3, expanded, 0 of 1 done, actions Snooze.
> Done
Error: Buy bread can't be moved: its subtask Yeast is pinned.
> move to section Completed
Error: Buy bread can't be moved: its subtask Yeast is pinned. Answer to move to section Completed.
> move to list Archive
Error: Buy bread can't be moved: its subtask Yeast is pinned.
> actions
Buy bread, 1 action.
1. Snooze, trailing, full swipe, orange.
> goto Yeast
Yeast, level 2, 1 of 1, pinned, actions Done, Snooze.
> unpin
Yeast: unpinned.
> parent
Buy bread, level 1, 1 of 3, expanded, 0 of 1 done.
> actions
Buy bread, 3 actions.
1. Done, leading, full swipe, green.
2. Delete, trailing, destructive, full swipe.
3. Snooze, trailing, orange.
Also: move down.
