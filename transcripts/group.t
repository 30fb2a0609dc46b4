#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# group FIELD shows the list in sections computed from a field's values.
> set 1 due yesterday
Buy bread: overdue 1 day.
> set 2 due today
Call Ana: due today.
> set 3 due dec 20
Pay the rent: due 20 December.
> group
Tasks in its own sections.
> group due
Tasks grouped by due.
Tasks, 4 sections, 5 rows.
> list all
Overdue, 1 of 4, 1 row.
Buy bread, overdue 1 day.
Today, 2 of 4, 1 row.
Call Ana, due today.
Later, 3 of 4, 1 row.
Pay the rent, due 20 December, pinned.
No date, 4 of 4, 2 rows.
Renew passport, done.
Water the plants, done.
> sections
4 sections.
1. Overdue, 1 row.
2. Today, 1 row.
3. Later, 1 row.
4. No date, 2 rows.
> section 2
Today, section 2 of 4, 1 row.
> next
Call Ana, 1 of 1, due today, actions Done, Delete, Snooze.
# Focus survives a change that moves its row to another group.
> set due tomorrow
Call Ana: due tomorrow. Now in Tomorrow.
> where
Call Ana, 1 of 1.
Content column: Tasks, section Tomorrow.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
Sort: due.
Group: due.
> next
Later, section 3 of 4, 1 row.
> previous
Call Ana, 1 of 1, due tomorrow.
> section 1
Overdue, section 1 of 4, 1 row.
> next
Buy bread, 1 of 1, overdue 1 day.
> set . due fri
Buy bread: due Friday. Now in This week.
> where
Buy bread, 1 of 1.
Content column: Tasks, section This week.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
Sort: due.
Group: due.
# Manual moves and section shaping are refused with the way out.
> move up
Error: Tasks is grouped by due; type group off to move rows by hand.
> section add Someday
Error: Tasks is grouped by due, so its sections are computed. Type group off to shape its own sections.
> footer Later
Error: Tasks is grouped by due, so its sections are computed. Type group off to shape its own sections. Answer to footer Later.
> add Buy milk
Added Buy milk, 1 of 3.
> list all
Tomorrow, 1 of 4, 1 row.
Call Ana, due tomorrow.
This week, 2 of 4, 1 row.
Buy bread, due Friday.
Later, 3 of 4, 1 row.
Pay the rent, due 20 December, pinned.
No date, 4 of 4, 3 rows.
Buy milk.
Renew passport, done.
Water the plants, done.
> group done
Tasks grouped by done.
> list all
Not done, 1 of 2, 4 rows.
Buy bread, due Friday.
Call Ana, due tomorrow.
Pay the rent, due 20 December, pinned.
Buy milk.
Done, 2 of 2, 2 rows.
Renew passport, done.
Water the plants, done.
> group colour
Error: Tasks has no field "colour". Its fields: done, due, snoozed, pinned. Add one with field add colour TYPE.
> group off
Tasks in its own sections.
> list all
Pending, 1 of 2, 4 rows.
Buy bread, due Friday.
Call Ana, due tomorrow.
Pay the rent, due 20 December, pinned.
Buy milk.
Completed, 2 of 2, 2 rows.
Renew passport, done.
Water the plants, done.
Footer: Archived after thirty days.
> undo
Undid group change of Tasks.
> sections
2 sections.
1. Not done, 4 rows.
2. Done, 2 rows.
> group off
Tasks in its own sections.
