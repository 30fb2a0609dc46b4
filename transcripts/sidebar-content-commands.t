#! args: --demo
Tasks, 2 sections, 5 rows.
# With focus in the sidebar, a command that puts rows or sections into a list is refused and told to open the focused list: it would land in the list open, not the one focused.
> back
Lists, 4 lists.
Tasks, 1 of 4, 5 rows.
> goto 3
Inbox, 3 of 4, 3 rows, 2 unread, 1 unread reply.
> add Milk
Error: add puts a row in a list, and focus is on the lists. Type open to go into Inbox.
> add child Yeast
Error: add child puts a row in a list, and focus is on the lists. Type open to go into Inbox.
> section add Later
Error: section add changes a list's sections, and focus is on the lists. Type open to go into Inbox.
> section rename Soon
Error: section rename changes a list's sections, and focus is on the lists. Type open to go into Inbox.
> section delete
Error: section delete changes a list's sections, and focus is on the lists. Type open to go into Inbox.
> footer Hi
Error: footer changes a list's sections, and focus is on the lists. Type open to go into Inbox.
> lists
4 lists.
1. Tasks, 5 rows, open.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
> open
Inbox, 3 rows.
Hint: for Lists, type back.
> add Milk
Added Milk, 4 of 4, unread.
