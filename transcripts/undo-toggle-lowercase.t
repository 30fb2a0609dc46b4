#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Issue 25, N10: undo and redo of toggle on a selection say the command's word, lowercase.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> Snooze
Snooze: Buy bread. Now snoozed.
> edit on
Editing.
> select 1-2
Buy bread and Call Ana selected, 2 in all.
> toggle snoozed
Toggle: Call Ana now snoozed; Buy bread no longer snoozed.
> undo
Undid toggle on Buy bread and Call Ana.
Buy bread, 1 of 3, snoozed, selected.
> redo
Redid toggle on Buy bread and Call Ana.
