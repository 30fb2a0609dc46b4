#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 trial finding 10: two commands that change nothing and give the same
# answer one after the other say the second as a repeat, with Again, as the same
# command does (SPEC §4: never two identical lines in a row); an answer to a
# change is never marked so.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> read
Buy bread, 1 of 3, actions Done, Delete, Snooze. Again.
In Pending.
Also: move down.
> goto 2
Call Ana, 2 of 3.
> expand
Error: Call Ana has no subtasks to expand or collapse.
> collapse
Error: Call Ana has no subtasks to expand or collapse. Again.
> delete Zzz
Error: "Zzz" is not a row here. Type list to hear the rows.
> read Zzz
Error: "Zzz" is not a row here. Type list to hear the rows. Again.
> add Milk
Added Milk, 4 of 4.
> undo
Undid add of Milk.
Pay the rent, 3 of 3, pinned.
> redo
Redid add of Milk.
