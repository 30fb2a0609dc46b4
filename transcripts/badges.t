#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Section headers and the sidebar say the notable counts after the row count.
> set 1 due yesterday
Buy bread: overdue 1 day.
> set 2 due today
Call Ana: due today.
> sections
2 sections.
1. Pending, 3 rows, 1 overdue, 1 due today.
2. Completed, 2 rows.
> list
Pending, 1 of 2, 3 rows, 1 overdue, 1 due today.
Buy bread, overdue 1 day.
Call Ana, due today.
Pay the rent, pinned.
> lists
4 lists.
1. Tasks, 5 rows, 1 overdue, 1 due today, open.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
> back
Lists, 4 lists.
Tasks, 1 of 4, 5 rows, 1 overdue, 1 due today.
> next
Articles, 2 of 4, 5 rows, 3 unread.
> next
Inbox, 3 of 4, 3 rows, 2 unread, 1 unread reply.
> verbosity low
Verbosity: low.
> lists
4 lists.
1. Tasks, 5 rows, open.
2. Articles, 5 rows.
3. Inbox, 3 rows.
4. Archive, 2 rows.
> sections
2 sections.
1. Pending, 3 rows.
2. Completed, 2 rows.
> verbosity normal
Verbosity: normal.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> sections
2 sections.
1. Today, 3 rows, 2 unread.
2. This week, 2 rows, 1 unread.
> mark read 1
Lists by ear: read.
> sections
2 sections.
1. Today, 3 rows, 1 unread.
2. This week, 2 rows, 1 unread.
