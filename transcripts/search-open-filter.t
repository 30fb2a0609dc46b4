#! args: --demo
Tasks, 2 sections, 5 rows.
# Opening a search hit the filter shows keeps the filter.
> filter call
Filter call: 1 row matches.
Call Ana, 1 of 1, actions Done, Delete, Snooze.
> search ana
Search ana: 3 rows found.
1. Call Ana, Tasks, Pending.
2. Reply from Ana, Inbox.
3. Reply from Ana, Archive.
Type open and a number to go to one.
> open 1
Call Ana, 1 of 1 in filter call.
> where
Call Ana, 1 of 1 in filter call. Answer to where.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
Filter: call.
# A hit the filter hides turns it off, and says so before the row.
> search bread
Search bread: 1 row found.
1. Buy bread, Tasks, Pending, hidden by filter call.
Type open and a number to go to one.
> open 1
Filter call off: it hides Buy bread.
Buy bread, 1 of 3.
> where
Buy bread, 1 of 3. Answer to where.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
# A search's numbers stay the hits' numbers while you only look, until a command moves, changes or offers numbers of its own.
> filter overdue
Filter overdue: no rows match.
> search bread
Search bread: 1 row found.
1. Buy bread, Tasks, Pending, hidden by filter overdue.
Type open and a number to go to one.
> where
Content column: Tasks.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
Filter: overdue.
> help open
open: open a list in the content column, a row in the detail, or a reply in the detail.
Usage: open LIST, or open ROW.
Aliases: o.
> open 1
Filter overdue off: it hides Buy bread.
Pending, section 1 of 2.
Buy bread, 1 of 3.
> search bread
Search bread: 1 row found.
1. Buy bread, Tasks, Pending.
Type open and a number to go to one.
> next
Call Ana, 2 of 3.
> goto 1
Buy bread, 1 of 3.
