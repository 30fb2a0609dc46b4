#! args: --demo
Tasks, 2 sections, 5 rows.
# In edit mode with rows selected, mark, mark not, unset of a state, pin and unpin act on the selection as set and toggle do, said as set says it, one undo step; a state the rows lack is already not so.
> edit
Editing.
> select 1-2
Buy bread and Call Ana selected, 2 in all.
> mark snoozed
Snoozed: 2 rows.
> undo
Undid snoozed on Buy bread and Call Ana.
Buy bread, 1 of 3, selected.
> pin
Pinned: 2 rows.
> unpin
Not pinned: 2 rows.
> goto 1
Buy bread, 1 of 3, selected, actions Done, Delete, Snooze.
> mark done
Done: 2 rows.
> mark not done
Not done: 2 rows.
> unset snoozed
Buy bread and Call Ana are already not snoozed; nothing changed.
> mark snoozed
Snoozed: 2 rows.
> unset snoozed
Not snoozed: 2 rows.
> undo
Undid not snoozed on Buy bread and Call Ana.
Buy bread, 1 of 3, snoozed, selected.
