#! args: --demo
Tasks, 2 sections, 5 rows.
# A swipe numbers its edge's actions from 1, and accepts exactly those numbers.
> goto Call Ana
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> swipe trailing
Call Ana, trailing swipe open, 2 actions.
1. Delete, trailing, destructive, full swipe.
2. Snooze, trailing, orange.
Choose a number, an action's name, or cancel.
> 3
Error: action 3: Call Ana has only 2. Give a number from 1 to 2.
> swipe trailing
Call Ana, trailing swipe open, 2 actions.
1. Delete, trailing, destructive, full swipe.
2. Snooze, trailing, orange.
Choose a number, an action's name, or cancel.
> 1
Deleted Call Ana. 2 rows left.
Pay the rent, 2 of 2, pinned.
> undo
Undid delete of Call Ana.
Call Ana, 2 of 3.
> swipe leading
Call Ana, leading swipe open, 1 action.
1. Done, leading, full swipe, green.
Choose a number, an action's name, or cancel.
> 1
Done: Call Ana. Now in Completed.
