#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Each count is said once: a group's header does not repeat its own state as a badge,
# an empty section's header is not followed by "is empty", and history counts commands.
> set 3 due 2026-11-20
Pay the rent: overdue since 20 November.
> set 1 due today
Buy bread: due today.
> group due
Tasks grouped by due.
Tasks, 3 sections, 5 rows.
> list all
Overdue, 1 of 3, 1 row.
Pay the rent, overdue since 20 November, pinned.
Today, 2 of 3, 1 row.
Buy bread, due today.
No date, 3 of 3, 3 rows.
Call Ana.
Renew passport, done.
Water the plants, done.
> sections
3 sections.
1. Overdue, 1 row.
2. Today, 1 row.
3. No date, 3 rows.
> group off
Tasks in its own sections.
Tasks, 2 sections, 5 rows.
> section add Old
Section Old added, 3 of 3.
> list
Old, 3 of 3, no rows.
> history ne
History: "ne" is in no command.
> history set
History: 2 commands hold "set".
1. set 3 due 2026-11-20
2. set 1 due today
> history due
History: 3 commands hold "due".
1. set 3 due 2026-11-20
2. set 1 due today
3. group due
