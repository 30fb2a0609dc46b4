#! args: --memory --demo --layout regular
Tasks, 2 sections, 5 rows.
# Issue 25: in the regular layout too, goto typed in the detail column goes to the row in the content column and names that column first.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> rotor columns
Rotor: columns.
> next
Detail column.
Detail is empty. Open a row from Tasks.
> goto 2
Content column.
Call Ana, 2 of 3.
> where
Call Ana, 2 of 3. Answer to where.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: columns.
Edit mode off, nothing selected.
Layout: regular.
