#! args: --demo
Tasks, 2 sections, 5 rows.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> actions
Buy bread, 3 actions.
1. Done, leading, full swipe, green.
2. Delete, trailing, destructive, full swipe.
3. Snooze, trailing, orange.
Also: move down.
> a Pay the rent
Pay the rent, 1 action.
1. Snooze, trailing, full swipe, orange.
> swipe leading full
Done: Buy bread. Now in Completed.
> undo
Undid Done on Buy bread.
Buy bread, 1 of 3.
> swipe trailing full
Deleted Buy bread. 2 rows left.
Call Ana, 1 of 2.
> undo
Undid delete of Buy bread.
Buy bread, 1 of 3.
> goto Call Ana
Call Ana, 2 of 3.
> Snooze
Snooze: Call Ana. Now snoozed.
> snooze
Snooze: Call Ana. No longer snoozed.
> do 3
Snooze: Call Ana. Now snoozed.
> do Snooze 1
Snooze: Buy bread. Now snoozed.
> do Fly
Error: Call Ana has no action "Fly". Its actions: Done, Delete, Snooze.
> do 9
Error: action 9: Call Ana has only 3. Give a number from 1 to 3.
