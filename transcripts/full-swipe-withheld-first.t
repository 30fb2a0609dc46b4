#! args: --demo
Tasks, 2 sections, 5 rows.
# Where an edge's first action is withheld on a row (Delete on a row holding a
# pinned subtask), a full swipe runs the next one offered, and actions marks it so.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> add child Yeast
Added Yeast under Buy bread, level 2, 1 of 1.
> pin
Yeast: pinned.
> parent
Buy bread, level 1, 1 of 3, expanded, 0 of 1 done, actions Snooze.
> actions
Buy bread, 1 action.
1. Snooze, trailing, full swipe, orange.
> swipe trailing full
Snooze: Buy bread. Now snoozed.
> undo
Undid Snooze on Buy bread.
Buy bread, 1 of 3, expanded, 0 of 1 done.
