#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 point 2: while a filter is on, every answer that counts or reads
# names it once, and a row or section it hides is refused by the filter, not as missing.
> filter overdue
Filter overdue: no rows match.
> goto 1
Error: row 1: no rows match filter overdue. Type filter off to hear them all.
> goto Buy bread
Error: Buy bread is hidden by filter overdue. Type filter off to reach it.
> list Pending
Pending: no rows match filter overdue. Type filter off to hear them all.
> section Pending
Error: Pending: no rows match filter overdue. Type filter off to reach it.
> section 2
Error: section 2: no sections match filter overdue. Type filter off to reach them.
> first
Tasks, filter overdue: no rows match.
> rotor rows
Rotor: rows.
> last
Tasks: no rows match filter overdue. Type filter off to hear them all.
> rotor items
Rotor: items.
> read on
Tasks: no rows match filter overdue. Type filter off to hear them all.
> edit
Editing.
> select all
Filter overdue: no rows to select.
> edit off
Done editing.
> lists
4 lists.
1. Tasks, 5 rows, open, filter overdue.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
> add Milk
Added Milk, hidden by filter overdue.
> filter done
Filter done: 2 rows match.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> goto 3
Error: row 3: filter done shows only 2. Give a number from 1 to 2, or type filter off.
> goto Buy
Error: Buy bread is hidden by filter done. Type filter off to reach it.
> list Pending
Pending: no rows match filter done. Type filter off to hear them all.
> list Completed
Tasks, filter done: 2 rows match, 1 section.
Completed, 1 of 1, 2 rows.
Renew passport, done.
Water the plants, done.
Footer: Archived after thirty days.
> goto 2
Water the plants, 2 of 2 in filter done, done, actions Delete, Snooze.
> read on
Tasks, filter done: 2 rows match, 1 section.
Water the plants, done.
Footer: Archived after thirty days.
> sections
Filter done: 1 section matches.
1. Completed, 2 rows.
> filter off
Filter off, 6 rows.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 4, actions Done, Delete, Snooze.
# A row added that the filter shows is counted among what it shows, as next counts it.
> filter Milk
Filter Milk: 1 row matches.
Milk, 1 of 1.
> add Milk
Added Milk, 2 of 2 in filter Milk.
