#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# After search, goto N is row N of the section, as read N and delete N are;
# open N goes to hit N, and a number alone says both (25, trial25s N3).
> search a
Search a: 9 rows found.
1. Call Ana, Tasks, Pending.
2. Writing good alt text, Articles, This week.
3. Lunch on Friday, Inbox, in notes.
4. Reply from Ana, Inbox.
5. Your answer, Inbox.
6. Receipt attached, Inbox.
7. Team meeting moved, Inbox, in notes.
8. Reply from Ana, Archive.
9. Your thanks, Archive, in notes.
Type open and a number to go to one.
> goto 2
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> search a
Search a: 9 rows found.
1. Call Ana, Tasks, Pending.
2. Writing good alt text, Articles, This week.
3. Lunch on Friday, Inbox, in notes.
4. Reply from Ana, Inbox.
5. Your answer, Inbox.
6. Receipt attached, Inbox.
7. Team meeting moved, Inbox, in notes.
8. Reply from Ana, Archive.
9. Your thanks, Archive, in notes.
Type open and a number to go to one.
> 2
Error: 2 alone does nothing here; type open 2 for search result 2, or goto 2 for row 2.
> read 1
Buy bread, 1 of 3, actions Done, Delete, Snooze.
In Pending.
Also: move down.
> open 2
Articles, 2 sections, 5 rows.
This week, section 2 of 2.
Writing good alt text, 2 of 2, unread, actions Delete.
> open Tasks
Tasks, 2 sections, 5 rows.
Hint: for Lists, type back.
> section 2
Completed, section 2 of 2, 2 rows.
> search bread
Search bread: 1 row found.
1. Buy bread, Tasks, Pending.
Type open and a number to go to one.
> goto 1
Renew passport, 1 of 2, done, actions Delete, Snooze.
> filter overdue
Filter overdue: no rows match.
> search bread
Search bread: 1 row found.
1. Buy bread, Tasks, Pending, hidden by filter overdue.
Type open and a number to go to one.
> goto 1
Error: row 1: no rows match filter overdue. Type filter off to hear them all.
> open 1
Filter overdue off: it hides Buy bread.
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
