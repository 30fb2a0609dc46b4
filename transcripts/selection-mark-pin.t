#! args: --demo
Tasks, 2 sections, 5 rows.
# In edit mode with rows selected, mark, mark not, unset of a state, pin and unpin act on the selection as set and toggle do, said as set says it, one undo step.
> edit
Editing.
> select 1-2
Buy bread and Call Ana selected, 2 in all.
> mark snoozed
Set: 2 rows. Now snoozed.
> undo
Undid set on Buy bread and Call Ana.
Buy bread, 1 of 3, selected.
> pin
Set: 2 rows. Now pinned.
> unpin
Set: 2 rows. No longer pinned.
> goto 1
Buy bread, 1 of 3, selected, actions Done, Delete, Snooze.
> mark done
Set: 2 rows. Now done.
> mark not done
Set: 2 rows. No longer done.
> unset snoozed
Set: 2 rows. No longer snoozed.
> undo
Undid set on Buy bread and Call Ana.
Buy bread, 1 of 3, selected.
