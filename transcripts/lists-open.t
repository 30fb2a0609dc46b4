#! args: --demo
Tasks, 2 sections, 5 rows.
> lists
4 lists.
1. Tasks, 5 rows, open.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> next
Today, section 1 of 2, 3 rows, 2 unread.
> next
Lists by ear, 1 of 3, unread, actions Delete.
> open Inbox
Inbox, 3 rows.
> lists
4 lists.
1. Tasks, 5 rows.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply, open.
4. Archive, 2 rows.
> open nowhere
Error: "nowhere" is not a list or row to open. Type lists or list to hear what there is.
> open Taks
Error: "Taks" is not a list. Did you mean Tasks?
