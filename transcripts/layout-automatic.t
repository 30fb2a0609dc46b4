#! args: --demo --layout automatic --width 100
Tasks, 2 sections, 5 rows.
# Issue 25 point 11: layout automatic is the layout the width gives. Without a terminal the width setting stands in for the terminal's: 80 cells or more is regular, fewer compact. A change of layout is said once; a change of width that keeps it says only the width.
> where
Content column: Tasks.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout regular: width 100.
> layout
Layout: automatic.
Layout regular: width 100.
> rotor columns
Rotor: columns.
> width 60
Width: 60.
Layout compact: width 60, fewer than 80.
Rotor: items.
> next
Pending, section 1 of 2, 3 rows.
> width 70
Width: 70.
> where
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout compact: width 70, fewer than 80.
> width off
Width: no limit.
> layout
Layout: automatic.
Layout compact: no terminal, and width off.
> width 80
Width: 80.
Layout regular: width 80.
> open Inbox
Inbox, 3 rows.
> layout compact
Layout: compact.
> width 120
Width: 120.
> where
Content column: Inbox.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
