#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25: with rows selected in edit mode, do N runs the action numbered N on them, as
# do NAME does (do 3 on the title was refused for want of a row).
> edit on
Editing.
> select 1-2
Buy bread and Call Ana selected, 2 in all.
> actions 1
Buy bread, 3 actions.
1. Done, leading, full swipe, green.
2. Delete, trailing, destructive, full swipe.
3. Snooze, trailing, orange.
Also: move down.
> do 3
Snooze: 2 rows. Now snoozed.
> undo
Undid Snooze on Buy bread and Call Ana.
Buy bread, 1 of 3, selected.
> goto Call
Call Ana, 2 of 3, selected, actions Done, Delete, Snooze.
> do 3
Snooze: 2 rows. Now snoozed.
> undo
Undid Snooze on Buy bread and Call Ana.
Buy bread, 1 of 3, selected.
