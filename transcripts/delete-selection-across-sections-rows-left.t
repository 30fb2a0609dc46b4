#! args: --demo
Tasks, 2 sections, 5 rows.
# A selection deleted across Pending and Completed counts the rows left in both:
# Pay the rent stays, so it is not "No rows left.", and with Renew passport kept,
# 2 rows are left, not the 1 of Completed alone.
> edit
Editing.
> select all
All selected, 5 rows.
> deselect Pay the rent
Pay the rent deselected, 4 still selected.
> delete selection
Deleted 4 rows: Buy bread, Call Ana, Renew passport, Water the plants. 1 row left.
> undo
Undid delete of 4 rows: Buy bread, Call Ana, Renew passport, Water the plants.
4 rows selected again.
Buy bread, 1 of 3, selected.
> deselect all
Deselected all, none selected.
> select Buy bread
Buy bread selected, 1 in all.
> select Call Ana
Call Ana selected, 2 in all.
> select Water the plants
Water the plants selected, 3 in all.
> goto Pay the rent
Pay the rent, 3 of 3, pinned, actions Snooze.
> delete selection
Deleted 3 rows: Buy bread, Call Ana, Water the plants. 2 rows left.
