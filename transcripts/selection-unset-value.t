#! args: --demo
Tasks, 2 sections, 5 rows.
# In edit mode with rows selected, unset of a field that holds a value, not only a state, acts on the
# selection as set does: one undo step, said as set says it. A row without a value is named apart, on a
# line of its own after the count; where no selected row has one, that is said calmly.
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
Due removed: Buy bread.
Already without due: Call Ana.
> unset due
Buy bread and Call Ana have no due to remove; nothing changed.
> undo
Undid due removed on Buy bread.
Buy bread, 1 of 3, due tomorrow, selected.
> goto 2
Call Ana, 2 of 3, selected.
> read
Call Ana, 2 of 3, selected, actions Done, Delete, Snooze.
In Pending.
Also: move up, move down.
> set due today
Due today: 2 rows.
> unset due
Due removed: 2 rows.
> undo
Undid due removed on Buy bread and Call Ana.
Buy bread, 1 of 3, due today, selected.
> undo
Undid due today on Buy bread and Call Ana.
Buy bread, 1 of 3, due tomorrow, selected.
