#! args: --demo
Tasks, 2 sections, 5 rows.
> lists
4 lists.
1. Tasks, 5 rows, open.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
> open Inbox
Inbox, 3 rows.
Hint: for Lists, type back.
> next
Lunch on Friday, 1 of 3, unread, collapsed, 1 unread reply, actions Delete.
> open
Detail: Lunch on Friday, 1 of 3, selected. 1 unread reply.
Notes: Shall we meet at noon on Friday?
Lunch on Friday: read.
Hint: for Inbox, type back.
> where
Detail column: Inbox, then Lunch on Friday.
Split: balanced.
Rotor: items.
Edit mode off, 1 selected.
Layout: compact.
> next
Reply from Ana, 1 of 1, unread.
> previous
Start of list.
> open 1
Reply from Ana, 1 of 1. 1 reply.
Notes: Noon works. The usual place?
Reply from Ana: read.
> where
Detail column: Inbox, then Lunch on Friday, then Reply from Ana.
Split: balanced.
Rotor: items.
Edit mode off, 1 selected.
Layout: compact.
> open 1
Your answer, 1 of 1.
Notes: Yes, see you there.
> where
Detail column: Inbox, then Lunch on Friday, then Reply from Ana, then Your answer.
Split: balanced.
Rotor: items.
Edit mode off, 1 selected.
Layout: compact.
> open 1
Error: Your answer has no replies to open.
> back
Reply from Ana, 1 of 1. 1 reply.
Notes: Noon works. The usual place?
> back
Lunch on Friday, 1 of 3, selected. 1 reply.
Notes: Shall we meet at noon on Friday?
> back
Content column.
Lunch on Friday, 1 of 3, selected, collapsed, 1 reply.
> back
Lists, 4 lists.
Inbox, 3 of 4, 3 rows, 1 unread.
> back
Error: Sidebar column is the first column; there is nothing to go back to.
> open Archive
Archive, 2 rows.
Selection cleared.
> open Trip photos
Detail: Trip photos, 1 of 2, selected. 1 reply.
Notes: The first photos from the trip.
> open Inbox
Inbox, 3 rows.
Selection cleared.
Detail closed.
> where
Content column: Inbox.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
