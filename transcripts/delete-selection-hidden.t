#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# delete selection under a filter: the line after the answer says how many of
# the selected rows the filter hid, not "of them" after the rows left (25, trial25s N10).
> edit
Editing.
> select 1
Buy bread selected, 1 in all.
> select 2
Call Ana selected, 2 in all.
> filter done
Filter done: 2 rows match.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> delete selection
Deleted 2 rows: Buy bread, Call Ana. 2 rows left in filter done.
2 of the selected rows were hidden by filter done.
> undo
Undid delete of 2 rows: Buy bread, Call Ana.
Buy bread and Call Ana selected again, 2 in all.
> filter off
Filter off, 5 rows.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> select 1
Renew passport selected, 3 in all.
> filter done
Filter done: 2 rows match.
> delete selection
Deleted 3 rows: Buy bread, Call Ana, Renew passport. 1 row left in filter done.
Water the plants, 1 of 1, done.
2 of the selected rows were hidden by filter done.
