#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 (trial47 N1): with a swipe open, do N takes the number the swipe said, as N alone does; a number past the swipe's is refused and the swipe stays open; closed, do N is the row's own numbering.
> goto Buy
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> swipe leading
Buy bread, leading swipe open, 1 action.
1. Done, leading, full swipe, green.
Choose a number, an action's name, or cancel.
> do 2
Error: action 2: Buy bread has only 1. Give 1.
> cancel
Buy bread: swipe closed.
> swipe trailing
Buy bread, trailing swipe open, 2 actions.
1. Delete, trailing, destructive, full swipe.
2. Snooze, trailing, orange.
Choose a number, an action's name, or cancel.
> do 2
Snooze: Buy bread. Now snoozed.
> undo
Undid Snooze on Buy bread.
Buy bread, 1 of 3.
> swipe trailing
Buy bread, trailing swipe open, 2 actions.
1. Delete, trailing, destructive, full swipe.
2. Snooze, trailing, orange.
Choose a number, an action's name, or cancel.
> do 1
Deleted Buy bread. 2 rows left.
Call Ana, 1 of 2.
> undo
Undid delete of Buy bread.
Buy bread, 1 of 3.
