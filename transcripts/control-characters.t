#! args: --demo
Tasks, 2 sections, 5 rows.
# A title holding an escape sequence is stored as typed and shown visibly.
> add Red[31mtext[0m
Added Red^[[31mtext^[[0m, 4 of 4.
> read
Red^[[31mtext^[[0m, 4 of 4.
In Pending.
Actions: Done, Delete, Snooze.
Also: move up.
> list
Pending, section 1 of 2, 4 rows.
Buy bread, 1 of 4.
Call Ana, 2 of 4.
Pay the rent, 3 of 4, pinned.
Red^[[31mtext^[[0m, 4 of 4.
> add Tab	here
Added Tab^Ihere, 5 of 5.
