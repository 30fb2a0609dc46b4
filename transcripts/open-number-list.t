#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# open N where a list is named N: the number opens row N, or list N in the sidebar, and then says how to open the list so named; also when it is refused.
> new list 3
List 3 created.
3, no rows.
> open 3
Error: row 3: there are no rows here. For the list named 3, type open "3".
> open "Tasks"
Tasks, 2 sections, 5 rows.
Hint: for Lists, type back.
> open 3
Detail: Pay the rent, 3 of 3, pinned.
Hint: for Tasks, type back.
For the list named 3, type open "3".
> back
Content column.
Pay the rent, 3 of 3, pinned, actions Snooze.
> back
Lists, 5 lists.
Tasks, 1 of 5, 5 rows.
> open 3
Inbox, 3 rows.
For the list named 3, type open "3".
> back
Lists, 5 lists.
Inbox, 3 of 5, 3 rows, 2 unread, 1 unread reply.
> open "3"
3, no rows.
Add a row with add.
> new list 9
List 9 created.
9, no rows.
> back
Lists, 6 lists.
9, 6 of 6, no rows.
> open 9
Error: list 9: there are only 6. Type lists to hear them. For the list named 9, type open "9".
