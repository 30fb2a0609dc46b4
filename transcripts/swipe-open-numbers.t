#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 (trial47b): with a swipe open, do alone asks for one of the swipe's actions (the actions rotor's may be on the other edge); do N ROW on the swiped row takes the swipe's number; an answer that numbers other things (actions, lists) closes the swipe, so a number typed next never picks the swipe's action.
> goto Buy
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> rotor actions
Rotor: actions.
> next
Done, leading, 1 of 3.
> swipe leading
Buy bread, leading swipe open, 1 action.
1. Done, leading, full swipe, green.
Choose a number, an action's name, or cancel.
> do
Error: Buy bread: swipe open. Type 1, an action's name, or cancel.
> cancel
Buy bread: swipe closed.
> swipe trailing
Buy bread, trailing swipe open, 2 actions.
1. Delete, trailing, destructive, full swipe.
2. Snooze, trailing, orange.
Choose a number, an action's name, or cancel.
> do 2 Buy
Snooze: Buy bread. Now snoozed.
> undo
Undid Snooze on Buy bread.
Buy bread, 1 of 3.
> swipe trailing
Buy bread, trailing swipe open, 2 actions.
1. Delete, trailing, destructive, full swipe.
2. Snooze, trailing, orange.
Choose a number, an action's name, or cancel.
> actions
Buy bread, 3 actions.
1. Done, leading, full swipe, green.
2. Delete, trailing, destructive, full swipe.
3. Snooze, trailing, orange.
Also: move down.
> 1
Error: 1 alone does nothing here; type goto 1.
> swipe trailing
Buy bread, trailing swipe open, 2 actions.
1. Delete, trailing, destructive, full swipe.
2. Snooze, trailing, orange.
Choose a number, an action's name, or cancel.
> lists
4 lists.
1. Tasks, 5 rows, open.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
> 2
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
