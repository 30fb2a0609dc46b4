#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# A set, a mark or an action on several selected rows counts and changes only the rows it changes; undo gives back those.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> mark snoozed
Buy bread: snoozed.
> edit
Editing.
> select 1-3
Buy bread, Call Ana and Pay the rent selected, 3 in all.
> mark snoozed
Set: 2 rows. Now snoozed.
> undo
Undid set on Call Ana and Pay the rent.
Call Ana, 2 of 3, selected.
> selection
3 selected: Buy bread, Call Ana, Pay the rent.
> unset snoozed
Set: Buy bread. No longer snoozed.
> undo
Undid set on Buy bread.
Buy bread, 1 of 3, snoozed, selected.
