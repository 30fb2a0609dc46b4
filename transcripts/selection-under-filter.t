#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# While a filter is on, selection says the selected rows it hides; select all
# selects what the filter shows and lets a hidden selected row go; deselect all
# says the hidden rows it let go.
> edit
Editing.
> select 1
Buy bread selected, 1 in all.
> filter done
Filter done: 2 rows match.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> select 1
Renew passport selected, 2 in all.
> selection
2 selected, 1 hidden by filter done: Buy bread, Renew passport.
> select all
Filter done: all selected, 2 in all.
1 row deselected.
> selection
2 selected: Renew passport, Water the plants.
> filter off
Filter off, 5 rows.
Renew passport, 1 of 2, done, selected, actions Delete, Snooze.
> select Buy bread
Buy bread selected, 3 in all.
> filter done
Filter done: 2 rows match.
> deselect all
Deselected all, none selected.
1 of the selected rows was hidden by filter done.
