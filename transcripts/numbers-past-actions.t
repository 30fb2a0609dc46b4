#! args: --demo
Tasks, 2 sections, 5 rows.
# A place past an edge's last action is refused as move to N refuses a row past the
# last, and a number too long for an Int after a swipe is refused as an action's number.
> action move Snooze 5
Error: place 5: trailing holds only 2 actions. Give a number from 1 to 2.
> action move Snooze 2
Action Snooze stays trailing 2 of 2; nothing moved.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> swipe trailing
Buy bread, trailing swipe open, 2 actions.
1. Delete, trailing, destructive, full swipe.
2. Snooze, trailing, orange.
Choose a number, an action's name, or cancel.
> 9223372036854775808
Error: action 9223372036854775808: Buy bread has only 2. Give a number from 1 to 2.
> 2
Snooze: Buy bread. Now snoozed.
> undo
Undid Snooze on Buy bread.
Buy bread, 1 of 3.
