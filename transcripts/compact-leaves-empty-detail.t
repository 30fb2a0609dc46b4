#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25: focus on an empty detail when the layout turns compact goes to the content
# column, which compact shows, and says so (where said Detail column: Tasks.).
> layout automatic
Layout: automatic.
Layout compact: no terminal, and width off.
> width 100
Width: 100.
Layout regular: width 100.
> rotor columns
Rotor: columns.
> next
Detail column.
Detail is empty. Open a row from Tasks.
> width 60
Width: 60.
Layout compact: width 60, fewer than 80.
Content column.
Rotor: items.
> where
Content column: Tasks.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout compact: width 60, fewer than 80.
> width 100
Width: 100.
Layout regular: width 100.
> next
Pending, section 1 of 2, 3 rows.
> next
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> open 1
Detail: Buy bread, 1 of 3.
> width 60
Width: 60.
Layout compact: width 60, fewer than 80.
> where
Buy bread, 1 of 3.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout compact: width 60, fewer than 80.
