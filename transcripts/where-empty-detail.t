#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# where in the detail column with no row open there says it is empty, as the
# placeholder does, and names the list to open one from; with a row open, the row.
> columns detail
Columns: detail.
Split: balanced.
Detail column.
> where
Detail column: empty. Open a row from Tasks.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> next
Detail is empty. Open a row from Tasks.
> back
Content column.
Tasks, 2 sections, 5 rows.
Hint: for Lists, type back.
> next
Pending, section 1 of 2, 3 rows.
> next
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> open
Detail: Buy bread, 1 of 3.
Hint: for Tasks, type back.
> where
Detail column: Tasks, then Buy bread.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
