#! args: --demo
Tasks, 2 sections, 5 rows.
# Deleting the last row a filter shows leaves focus on the list title, said under the filter, never on a heading counted among no sections.
> filter a
Filter a: 1 row matches.
Call Ana, 1 of 1, actions Done, Delete, Snooze.
> goto 1
Call Ana, 1 of 1 in filter a.
> delete
Deleted Call Ana. No rows left in filter a.
Tasks, filter a: no rows match.
> undo
Undid delete of Call Ana.
Call Ana, 1 of 1 in filter a.
> filter b
Filter b: 1 row matches.
Buy bread, 1 of 1.
> goto 1
Buy bread, 1 of 1 in filter b.
> delete
Deleted Buy bread. No rows left in filter b.
Tasks, filter b: no rows match.
