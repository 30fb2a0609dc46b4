#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Issue 25 point 5: one truth for each state. What a row says, what a filter
# finds, what the sidebar counts and what a command sets agree.
# A row added to a list that keeps a read field arrives unread, as a message does.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> add Fresh article
Added Fresh article, 4 of 4, unread.
> read
Fresh article, 4 of 4, unread, actions Delete.
In Today.
Also: move up.
> filter unread
Filter unread: 4 rows match.
> lists
4 lists.
1. Tasks, 5 rows.
2. Articles, 6 rows, 4 unread, open, filter unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
> filter off
Filter off, 6 rows.
Fresh article, 4 of 4, unread, actions Delete.
> mark read
Fresh article: read.
> filter unread
Filter unread: 3 rows match.
Lists by ear, 1 of 3, unread.
> filter off
Filter off, 6 rows.
Lists by ear, 1 of 4, unread.
# A row moved in from a list without a read field arrives unread too.
> open Tasks
Tasks, 2 sections, 5 rows.
> goto Call Ana
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> move to list Articles
Moved Call Ana to Articles, Today, 5 of 5.
Now unread.
Pay the rent, 2 of 2, pinned.
> open Articles
Articles, 2 sections, 7 rows.
> goto Call Ana
Today, section 1 of 2.
Call Ana, 5 of 5, unread, actions Delete.
> filter unread
Filter unread: 4 rows match.
> lists
4 lists.
1. Tasks, 4 rows.
2. Articles, 7 rows, 4 unread, open, filter unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
> filter off
Filter off, 7 rows.
Call Ana, 5 of 5, unread.
# Each of Tasks' states, set, said, filtered and counted.
> open Tasks
Tasks, 2 sections, 4 rows.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 2, actions Done, Delete, Snooze.
> mark snoozed
Buy bread: snoozed.
> filter snoozed
Filter snoozed: 1 row matches.
> filter off
Filter off, 4 rows.
Buy bread, 1 of 2, snoozed.
> goto Pay the rent
Pay the rent, 2 of 2, pinned, actions Snooze.
> filter pinned
Filter pinned: 1 row matches.
> filter off
Filter off, 4 rows.
Pay the rent, 2 of 2, pinned, actions Snooze.
> set due yesterday
Pay the rent: overdue 1 day.
> filter overdue
Filter overdue: 1 row matches.
> lists
4 lists.
1. Tasks, 4 rows, 1 overdue, open, filter overdue.
2. Articles, 7 rows, 4 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
> filter off
Filter off, 4 rows.
Pay the rent, 2 of 2, overdue 1 day, pinned, actions Snooze.
# A row that waits is out of the view: the sidebar counts it as waiting, not overdue.
> set start friday
Pay the rent: waiting until Friday.
Buy bread, 1 of 1, snoozed.
> lists
4 lists.
1. Tasks, 4 rows, 1 waiting, open.
2. Articles, 7 rows, 4 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
> filter overdue
Filter overdue: no rows match.
> filter waiting
Filter waiting: 1 row matches.
Pay the rent, 1 of 1, overdue 1 day, pinned, waiting until Friday, actions Snooze.
> filter off
Filter off, 3 rows.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 1, snoozed.
> mark done
Buy bread: done.
> filter done
Filter done: 3 rows match.
> filter off
Filter off, 3 rows.
Buy bread, 1 of 1, done, snoozed.
# A read field declared over rows makes them unread, counted and found alike.
> field add read boolean
Field read added to Tasks: boolean.
> filter unread
Filter unread: 3 rows match.
> lists
4 lists.
1. Tasks, 4 rows, 3 unread, 1 waiting, open, filter unread.
2. Articles, 7 rows, 4 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
