#! args: --demo --layout regular
Tasks, 2 sections, 5 rows.
# Issue 25, trial25q new finding 13: back to the first column, and back again, name
# that column alike, as where says it: Sidebar column.
> back
Sidebar column.
Tasks, 1 of 4, 5 rows.
> back
Error: Sidebar column is the first column; there is nothing to go back to.
> where
Tasks, 1 of 4.
Sidebar column: Lists.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: regular.
