#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 point 6: what can't work is not offered. A row done and in Completed is
# not offered Done, which would change nothing there; asked for, it says why.
# (actions-that-work.t has Pay the rent, new list like and section rename.)
> goto Renew passport
Completed, section 2 of 2.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> actions
Renew passport, 2 actions.
1. Delete, trailing, destructive, full swipe.
2. Snooze, trailing, orange.
Also: move down.
> do Done
Renew passport is already done; nothing changed.
> swipe leading
Error: Renew passport has no leading actions. Type actions to hear the ones it has.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> do Done
Done: Buy bread. Now in Completed.
> actions
Buy bread, 2 actions.
1. Delete, trailing, destructive, full swipe.
2. Snooze, trailing, orange.
Also: move up.
> undo
Undid Done on Buy bread.
Buy bread, 1 of 3.
