#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Trial 25g, N8: read is the full description, so in a list with an outline it
# says the level wherever moving says it, level 1 too.
> goto 2
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> indent
Indented Call Ana under Buy bread, level 2, 1 of 1.
> parent
Buy bread, level 1, 1 of 2, expanded, 0 of 1 done.
> read
Buy bread, level 1, 1 of 2, expanded, 0 of 1 done, actions Done, Delete, Snooze.
In Pending.
Also: move down.
> next
Call Ana, level 2, 1 of 1.
> read
Call Ana, level 2, 1 of 1, actions Done, Delete, Snooze.
In Pending.
Inside Buy bread.
