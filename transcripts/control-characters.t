#! args: --demo
Tasks, 2 sections, 5 rows.
# A title holding an escape sequence is stored as typed and shown visibly.
> add Red[31mtext[0m
Added Red^[[31mtext^[[0m, 4 of 4.
> read
Red^[[31mtext^[[0m, 4 of 4, actions Done, Delete, Snooze.
In Pending.
Also: move up.
> list
Pending, 1 of 2, 4 rows.
Buy bread.
Call Ana.
Pay the rent, pinned.
Red^[[31mtext^[[0m.
> add Tab	here
Added Tab^Ihere, 5 of 5.
