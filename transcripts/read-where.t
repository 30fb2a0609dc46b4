#! args: --demo
Tasks, 2 sections, 5 rows.
> read
Tasks, 2 sections, 5 rows. Again.
> where
Tasks.
Rotor items, edit mode inactive, 0 selected.
Store: in memory.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3.
Actions: Done, Delete, Snooze.
> read
Buy bread, 1 of 3.
In Pending.
Actions: Done, Delete, Snooze.
Also: move down.
> r
Buy bread, 1 of 3.
In Pending.
Actions: Done, Delete, Snooze.
Also: move down.
> read Pay the rent
Pay the rent, 3 of 3, pinned.
In Pending.
Actions: Done, Snooze.
> w
Buy bread, 1 of 3.
Tasks, section Pending.
Rotor items, edit mode inactive, 0 selected.
Store: in memory.
> read 7
Error: no row 7; there are 3. Give a number from 1 to 3.
