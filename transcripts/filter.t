#! args: --demo
Tasks, 2 sections, 5 rows.
> filter an
Filter an: 2 rows match.
Call Ana, 1 of 2.
Actions: Done, Delete, Snooze.
> list all
Pending, section 1 of 2, 1 row.
Call Ana, 1 of 2.
Completed, section 2 of 2, 1 row.
Water the plants, 2 of 2, done.
Footer: Archived after thirty days.
> goto 2
Water the plants, 2 of 2, done.
Actions: Done, Delete, Snooze.
> delete 2
Deleted Water the plants. 1 row left.
Call Ana, 1 of 1.
> undo
Undid delete of Water the plants.
Water the plants, 2 of 2, done.
> filter zzz
Filter zzz: no rows match.
> filter off
Filter off, 5 rows.
> filter
Error: filter needs more. Usage: filter TEXT, or filter off.
