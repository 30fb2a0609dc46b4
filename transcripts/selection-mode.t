#! args: --demo
Tasks, 2 sections, 5 rows.
# The selection a list allows is declared: none, single (an optional id) or multiple (a set); the profile's rules still apply.
> selection mode
Tasks selection: multiple.
> selection mode single
Tasks selection: single.
> select Buy bread
Buy bread selected, 1 in all.
> select Call Ana
Call Ana selected, 1 in all.
Buy bread deselected.
> selection
1 selected: Call Ana.
> select all
Error: Tasks selects one row at a time, so select all is not offered.
> selection mode none
Tasks selection: none.
1 row deselected.
> selection
Selection is empty.
> select Buy bread
Error: Tasks does not offer selection. Type selection mode multiple to offer it.
> undo
Undid mode none: Tasks selects one row again.
Call Ana selected again, 1 in all.
> select Buy bread
Buy bread selected, 1 in all.
Call Ana deselected.
> selection mode multiple
Tasks selection: multiple.
> select Call Ana
Call Ana selected, 1 in all.
Buy bread deselected.
> edit
Editing.
> select Call Ana
Call Ana is already selected; nothing changed.
> selection
1 selected: Call Ana.
> selection mode sometimes
Error: selection does not take "sometimes". Usage: selection, selection mode, or selection mode none, single or multiple.
