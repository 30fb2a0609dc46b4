#! args: --demo
Tasks, 2 sections, 5 rows.
> read
Tasks, 2 sections, 5 rows. Answer to read.
> where
Content column: Tasks.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> read
Buy bread, 1 of 3, actions Done, Delete, Snooze. Answer to read.
In Pending.
Also: move down.
> r
Buy bread, 1 of 3, actions Done, Delete, Snooze. Again.
In Pending.
Also: move down.
> read Pay the rent
Pay the rent, 3 of 3, pinned, actions Snooze.
In Pending.
> w
Buy bread, 1 of 3.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> read 7
Error: row 7: there are only 3. Give a number from 1 to 3.
# where names the store only when asked, or at high verbosity.
> where store
Store: in memory.
> verbosity high
Verbosity: high.
> where
Buy bread, 1 of 3.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
Store: in memory.
