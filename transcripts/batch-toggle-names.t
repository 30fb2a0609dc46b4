#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 point 10: a toggle over rows in mixed states names the rows for each state they are now in, and the undo names them.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> Snooze
Snooze: Buy bread. Now snoozed.
> edit
Editing.
> select 1
Buy bread selected, 1 in all.
> select 2
Call Ana selected, 2 in all.
> Snooze
Snooze: Call Ana now snoozed; Buy bread no longer snoozed.
> undo
Undid Snooze on Buy bread and Call Ana.
Buy bread, 1 of 3, snoozed, selected.
> redo
Redid Snooze on Buy bread and Call Ana.
