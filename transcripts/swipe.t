#! args: --demo
Tasks, 2 sections, 5 rows.
> goto Call Ana
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> swipe trailing
Call Ana, trailing swipe open, 2 actions.
1. Delete, trailing, destructive, full swipe.
2. Snooze, trailing, orange.
Choose a number, an action's name, or cancel.
> 2
Snooze: Call Ana. Now snoozed.
> swipe trailing
Call Ana, trailing swipe open, 2 actions.
1. Delete, trailing, destructive, full swipe.
2. Snooze, trailing, orange.
Choose a number, an action's name, or cancel.
> cancel
Call Ana: swipe closed.
> cancel
Cancel: nothing is open.
> swipe leading
Call Ana, leading swipe open, 1 action.
1. Done, leading, full swipe, green.
Choose a number, an action's name, or cancel.
> Done
Done: Call Ana. Now in Completed.
> undo
Undid Done on Call Ana.
Call Ana, 2 of 3, snoozed.
> swipe leading
Call Ana, leading swipe open, 1 action.
1. Done, leading, full swipe, green.
Choose a number, an action's name, or cancel.
> where
Call Ana, 2 of 3.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode transient, nothing selected.
Layout: compact.
> next
Pay the rent, 3 of 3, pinned, actions Snooze.
> where
Pay the rent, 3 of 3.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
