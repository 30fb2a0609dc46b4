#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25: a number past either end, or too long for a 64-bit number, is
# refused as the nearest end is, at every place that takes one, with the digits typed.
> action move Snooze 0
Error: place 0: numbers start at 1. Give a number from 1 to 2.
> action move Snooze -3
Error: place -3: numbers start at 1. Give a number from 1 to 2.
> action move Snooze 5
Error: place 5: trailing holds only 2 actions. Give a number from 1 to 2.
> action move Snooze 99999999999999999999
Error: place 99999999999999999999: trailing holds only 2 actions. Give a number from 1 to 2.
> goto 9223372036854775807
Error: row 9223372036854775807: Pending has only 3. Give a number from 1 to 3, or type section and a number first.
> where
Content column: Tasks.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> goto 99999999999999999999
Error: row 99999999999999999999: Pending has only 3. Give a number from 1 to 3, or type section and a number first.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> swipe trailing
Buy bread, trailing swipe open, 2 actions.
1. Delete, trailing, destructive, full swipe.
2. Snooze, trailing, orange.
Choose a number, an action's name, or cancel.
> 3
Error: action 3: Buy bread has only 2. Give a number from 1 to 2.
> 0
Error: action 0: numbers start at 1. Give a number from 1 to 2.
> 99999999999999999999
Error: action 99999999999999999999: Buy bread has only 2. Give a number from 1 to 2.
> cancel
Buy bread: swipe closed.
> do 3
Snooze: Buy bread. Now snoozed.
> do 0
Error: action 0: numbers start at 1. Give a number from 1 to 3.
