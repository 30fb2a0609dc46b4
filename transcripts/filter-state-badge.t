#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Under a filter by a state every row shown holds it: the section's badge for that
# state would only repeat its row count, so it is left out; other badges stay.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> set due yesterday
Buy bread: overdue 1 day.
> filter overdue
Filter overdue: 1 row matches.
> list
Tasks, filter overdue: 1 row matches, 1 section.
Pending, 1 of 1, 1 row.
Buy bread, overdue 1 day.
> sections
Filter overdue: 1 section matches.
1. Pending, 1 row.
> filter Buy
Filter Buy: 1 row matches.
> list
Tasks, filter Buy: 1 row matches, 1 section.
Pending, 1 of 1, 1 row, 1 overdue.
Buy bread, overdue 1 day.
