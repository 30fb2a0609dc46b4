#! args: --demo
Tasks, 2 sections, 5 rows.
# Under a filter, a delete that takes the last row the filter shows counts what is left in the filter, as every count there does: the section still holds rows the filter hides. The same for delete selection.
> filter bread
Filter bread: 1 row matches.
Buy bread, 1 of 1, actions Done, Delete, Snooze.
> goto 1
Buy bread, 1 of 1 in filter bread.
> delete
Deleted Buy bread. No rows left in filter bread.
Tasks, filter bread: no rows match.
> filter off
Filter off, 4 rows.
> undo
Undid delete of Buy bread.
Buy bread, 1 of 3.
> filter bread
Filter bread: 1 row matches.
> add Bread two
Added Bread two, 2 of 2 in filter bread.
> edit
Editing.
> select all
Filter bread: all selected, 2 in all.
> delete selection
Deleted 2 rows: Buy bread, Bread two. No rows left in filter bread.
Tasks, filter bread: no rows match.
> filter off
Filter off, 4 rows.
