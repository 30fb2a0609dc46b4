#! args: --demo
Tasks, 2 sections, 5 rows.
# select all with every row selected already says so calmly; a row taken out or added since makes it a change again.
> edit on
Editing.
> select all
All selected, 5 rows.
> select all
All 5 rows are already selected; nothing changed.
> deselect 1
Buy bread deselected, 4 still selected.
> select all
All selected, 5 rows.
> select all
All 5 rows are already selected; nothing changed.
