#! args: --demo
Tasks, 2 sections, 5 rows.
> filter the
Filter the: 2 rows match.
Pay the rent, 1 of 2, pinned, actions Snooze.
> list all
Tasks, filter the: 2 rows match, 2 sections.
Pending, 1 of 2, 1 row.
Pay the rent, pinned.
Completed, 2 of 2, 1 row.
Water the plants, done.
Footer: Archived after thirty days.
> goto 2
Water the plants, 2 of 2 in filter the, done, actions Delete, Snooze.
> delete 2
Deleted Water the plants. 1 row left in filter the.
Pay the rent, 1 of 1, pinned.
> undo
Undid delete of Water the plants.
Water the plants, 2 of 2 in filter the, done.
> filter zzz
Filter zzz: no rows match.
> filter off
Filter off, 5 rows.
Completed, section 2 of 2.
Water the plants, 2 of 2, done, actions Delete, Snooze.
> filter
Error: filter needs more. Usage: filter TEXT, filter STATES, or filter off.
