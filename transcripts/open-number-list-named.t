#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Where rows are, open and an unquoted number opens that row, even when a list
# is named with the number; the answer says how to open the list, in quotes.
# In the sidebar the number is a list's number (25, trial25s N7), and the answer says how to open the list named so.
> new list 3
List 3 created.
3, no rows.
> open Tasks
Tasks, 2 sections, 5 rows.
Hint: for Lists, type back.
> open 3
Detail: Pay the rent, 3 of 3, pinned.
Hint: for Tasks, type back.
For the list named 3, type open "3".
> back
Content column.
Pay the rent, 3 of 3, pinned, actions Snooze.
> open "3"
3, no rows.
Add a row with add.
> open Tasks
Tasks, 2 sections, 5 rows.
> open 9
Error: row 9: Pending has only 3. Give a number from 1 to 3, or type section and a number first.
> lists
5 lists.
1. Tasks, 5 rows, open.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
5. 3, no rows.
> open 3
Inbox, 3 rows.
For the list named 3, type open "3".
