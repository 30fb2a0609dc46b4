#! args: --memory --demo --profile mac
Tasks, 2 sections, 5 rows.
# Issue 25: goto typed in the detail goes to the row in the content column and names that column first, as find does; a goto refused leaves focus in the detail.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> open .
Detail: Buy bread, 1 of 3.
Hint: for Tasks, type back.
> goto 2
Content column.
Call Ana, 2 of 3.
> where
Call Ana, 2 of 3. Answer to where.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> open .
Detail: Call Ana, 2 of 3.
> goto 9
Error: row 9: there are only 3. Give a number from 1 to 3.
> where
Detail column: Tasks, then Call Ana.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> goto Pay the rent
Content column.
Pay the rent, 3 of 3, pinned, actions Snooze.
