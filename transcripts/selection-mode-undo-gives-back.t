#! args: --demo --profile pad
Tasks, 2 sections, 5 rows.
# Issue 25, trial25q new finding 8: undo of selection mode none gives back the rows it
# deselected, and names the mode as it is typed; redo lets them go again.
> edit
Editing.
> select 1-2
Buy bread and Call Ana selected, 2 in all.
> selection mode none
Tasks selection: none.
2 rows deselected.
> undo
Undid mode none: Tasks selects several rows again.
Buy bread and Call Ana selected again, 2 in all.
> selection
2 selected: Buy bread, Call Ana.
> redo
Redid mode none: Tasks selects no rows again.
2 rows deselected.
> selection
Selection is empty.
> undo
Undid mode none: Tasks selects several rows again.
Buy bread and Call Ana selected again, 2 in all.
> select all
All selected, 5 rows.
> selection mode single
Tasks selection: single.
Buy bread still selected, 4 rows deselected.
> undo
Undid mode single: Tasks selects several rows again.
5 rows selected again.
> selection
5 selected.
Buy bread.
Call Ana.
Pay the rent.
Renew passport.
Water the plants.
