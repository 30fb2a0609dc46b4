#! args: --demo
Tasks, 2 sections, 5 rows.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> rotor actions
Rotor: actions.
> next
Done, leading, 1 of 3.
> next
Delete, trailing, destructive, 2 of 3.
> next
Snooze, trailing, 3 of 3.
> next
End of actions.
> previous
Delete, trailing, destructive, 2 of 3.
> previous
Done, leading, 1 of 3.
> previous
Start of actions.
> next
Delete, trailing, destructive, 2 of 3.
> do
Deleted Buy bread. 2 rows left.
Call Ana, 1 of 2.
> undo
Undid delete of Buy bread.
Buy bread, 1 of 3.
> rotor items
Rotor: items.
> do
Error: rotor is on no action. Type rotor actions, then next.
