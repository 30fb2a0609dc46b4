#! args: --demo
Tasks, 2 sections, 5 rows.
# In edit mode with rows selected, unset of a field that holds a value, not only a state, acts on the
# selection as set does: one undo step, said as set says it. A row without a value is counted as set
# counts a row already so; where no selected row has one, that is said calmly.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> set due tomorrow
Buy bread: due tomorrow.
> edit
Editing.
> select 1-2
Buy bread and Call Ana selected, 2 in all.
> unset due
Set: 2 rows. Due removed.
> unset due
Buy bread has no due to remove; nothing changed.
> undo
Undid set on Buy bread and Call Ana.
Buy bread, 1 of 3, due tomorrow, selected.
> goto 2
Call Ana, 2 of 3, selected.
> read
Call Ana, 2 of 3, selected, actions Done, Delete, Snooze.
In Pending.
Also: move up, move down.
> set due today
Set: 2 rows. Now due today.
> unset due
Set: 2 rows. Due removed.
> undo
Undid set on Buy bread and Call Ana.
Buy bread, 1 of 3, due today, selected.
> undo
Undid set on Buy bread and Call Ana.
Buy bread, 1 of 3, due tomorrow, selected.
