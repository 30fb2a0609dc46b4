#! args: --demo
Tasks, 2 sections, 5 rows.
# A row whose delete is disabled is not offered Delete, and one whose move is disabled is not offered move; asking still gets the reason.
> goto Pay the rent
Pending, section 1 of 2.
Pay the rent, 3 of 3, pinned, actions Snooze.
> actions
Pay the rent, 1 action.
1. Snooze, trailing, full swipe, orange.
> read
Pay the rent, 3 of 3, pinned, actions Snooze.
In Pending.
> swipe trailing
Pay the rent, trailing swipe open, 1 action.
1. Snooze, trailing, full swipe, orange.
Choose a number, an action's name, or cancel.
> Delete
Error: Pay the rent can't be deleted: it is pinned.
> swipe trailing
Pay the rent, trailing swipe open, 1 action.
1. Snooze, trailing, full swipe, orange.
Choose a number, an action's name, or cancel.
> 1
Snooze: Pay the rent. Now snoozed.
> undo
Undid Snooze on Pay the rent.
Pay the rent, 3 of 3, pinned.
> delete
Error: Pay the rent can't be deleted: it is pinned.
> move up
Error: Pay the rent can't be moved: it is pinned.
> goto Call Ana
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> actions
Call Ana, 3 actions.
1. Done, leading, full swipe, green.
2. Delete, trailing, destructive, full swipe.
3. Snooze, trailing, orange.
Also: move up, move down.
> do 3
Snooze: Call Ana. Now snoozed.
