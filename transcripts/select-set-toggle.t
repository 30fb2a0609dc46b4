#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# set and toggle take the whole selection too: named, or in edit mode with rows selected; one change, one undo step, one line.
> edit
Editing.
> select 1-2
Buy bread and Call Ana selected, 2 in all.
> set selection due friday
Due Friday: 2 rows.
> list
Pending, 1 of 2, 3 rows.
Buy bread, due Friday, selected.
Call Ana, due Friday, selected.
Pay the rent, pinned.
> undo
Undid due Friday on Buy bread and Call Ana.
Buy bread, 1 of 3, selected.
> toggle snoozed
Snoozed: 2 rows.
> undo
Undid snoozed on Buy bread and Call Ana.
Buy bread, 1 of 3, selected.
> toggle selection due
Error: due is a date field, so it can't be toggled. Type set due and a value.
# A state term selects as filter reads it.
> deselect all
Deselected all, none selected.
> select not done
Buy bread, Call Ana and Pay the rent selected, 3 in all.
> select overdue
Error: no overdue row here. Type list to hear the rows.
> edit off
Done editing.
> set selection done true
Error: acting on the whole selection needs edit mode. Type edit, then the command again.
