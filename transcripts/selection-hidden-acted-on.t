#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# A command on the whole selection under a filter changes the selected rows the
# filter hides too, and says how many after its answer, as deselect all does.
> edit
Editing.
> select all
All selected, 5 rows.
> deselect Pay
Pay the rent deselected, 4 still selected.
> filter done
Filter done: 2 rows match.
Renew passport, 1 of 2, done, selected, actions Delete, Snooze.
> Snooze selection
Snooze: 4 rows. Now snoozed.
2 of the selected rows were hidden by filter done.
> undo
Undid Snooze on 4 rows.
> set selection due tomorrow
Due tomorrow: 4 rows.
2 of the selected rows were hidden by filter done.
> undo
Undid due tomorrow on 4 rows.
> delete selection
Deleted 4 rows: Buy bread, Call Ana, Renew passport, Water the plants. No rows left in filter done.
Tasks, filter done: no rows match.
2 of the selected rows were hidden by filter done.
> filter off
Filter off, 1 row.
> list
Pending, 1 of 2, 1 row.
Pay the rent, pinned.
> undo
Undid delete of 4 rows: Buy bread, Call Ana, Renew passport, Water the plants.
4 rows selected again.
Buy bread, 1 of 3, selected.
# Only rows the filter shows selected: nothing more is said.
> deselect all
Deselected all, none selected.
> filter done
Filter done: 2 rows match.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> select all
Filter done: all selected, 2 in all.
> mark selection not done
Not done: 2 rows.
Renew passport: now hidden by filter done.
Tasks, filter done: no rows match.
