#! args: --memory --demo --profile phone
Tasks, 2 sections, 5 rows.
# Issue 25: on a phone out of edit mode, undo of a delete gives back the selection as the
# step found it (Call Ana, left selected by the delete, was deselected unsaid).
> edit on
Editing.
> select 1-2
Buy bread and Call Ana selected, 2 in all.
> edit off
Done editing.
> goto Buy
Pending, section 1 of 2.
Buy bread, 1 of 3, selected, actions Done, Delete, Snooze.
> delete
Deleted Buy bread. 2 rows left.
Call Ana, 1 of 2, selected.
> undo
Undid delete of Buy bread.
Buy bread selected again, 2 in all.
Buy bread, 1 of 3, selected.
> selection
2 selected: Buy bread, Call Ana.
> deselect all
Deselected all, none selected.
> select 3
Pay the rent selected, 1 in all.
> goto Buy
Buy bread, 1 of 3.
> delete
Deleted Buy bread. 2 rows left.
Call Ana, 1 of 2.
> undo
Undid delete of Buy bread.
Buy bread, 1 of 3.
> selection
1 selected: Pay the rent.
