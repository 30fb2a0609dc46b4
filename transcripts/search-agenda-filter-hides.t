#! args: --memory --demo --today 2026-12-04
Tasks, 2 sections, 5 rows.
# search and agenda say, on a row's own line, when the open list's filter hides
# it, so their counts never read as rows the list shows (25, trial25s N15).
> filter overdue
Filter overdue: no rows match.
> search bread
Search bread: 1 row found.
1. Buy bread, Tasks, Pending, hidden by filter overdue.
Type open and a number to go to one.
> filter off
Filter off, 5 rows.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> set due today
Buy bread: due today.
> filter done
Filter done: 2 rows match.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> agenda
Agenda, 1 row.
Today, Friday 4 December.
Buy bread, Tasks, hidden by filter done.
> search a
Search a: 9 rows found.
1. Call Ana, Tasks, Pending, hidden by filter done.
2. Writing good alt text, Articles, This week.
3. Lunch on Friday, Inbox, in notes.
4. Reply from Ana, Inbox.
5. Your answer, Inbox.
6. Receipt attached, Inbox.
7. Team meeting moved, Inbox, in notes.
8. Reply from Ana, Archive.
9. Your thanks, Archive, in notes.
Type open and a number to go to one.
> filter off
Filter off, 5 rows.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> agenda
Agenda, 1 row.
Today, Friday 4 December.
Buy bread, Tasks.
