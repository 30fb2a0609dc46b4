#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 findings N2 and N3: in a message's detail, next puts focus on a reply:
# where names it, read reads it and open . opens it. Opening an unread reply
# reads it, as opening its message does, and the list's badges follow.
> open Inbox
Inbox, 3 rows.
Hint: for Lists, type back.
> goto 1
Lunch on Friday, 1 of 3, unread, collapsed, 1 unread reply, actions Delete.
> open .
Detail: Lunch on Friday, 1 of 3, selected. 1 unread reply.
Notes: Shall we meet at noon on Friday?
Lunch on Friday: read.
Hint: for Inbox, type back.
> next
Reply from Ana, 1 of 1, unread.
> where
Reply from Ana, 1 of 1.
Detail column: Inbox, then Lunch on Friday.
Split: balanced.
Rotor: items.
Edit mode off, 1 selected.
Layout: compact.
> read
Reply from Ana, 1 of 1, unread, no actions.
Notes: Noon works. The usual place?
1 reply.
> open .
Reply from Ana, 1 of 1. 1 reply.
Notes: Noon works. The usual place?
Reply from Ana: read.
> back
Lunch on Friday, 1 of 3, selected. 1 reply.
Notes: Shall we meet at noon on Friday?
> back
Content column.
Lunch on Friday, 1 of 3, selected, collapsed, 1 reply.
> lists
4 lists.
1. Tasks, 5 rows.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 1 unread, open.
4. Archive, 2 rows.
