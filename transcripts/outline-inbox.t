#! args: --demo
Tasks, 2 sections, 5 rows.
# The Inbox's threads are the same tree: they unfold in place, and the detail still opens them.
> open Inbox
Inbox, 3 rows.
Hint: for Lists, type back.
> next
Lunch on Friday, 1 of 3, unread, collapsed, 1 unread reply, actions Delete.
> expand all
Lunch on Friday expanded in full, 2 replies at all levels.
> next
Reply from Ana, level 2, 1 of 1, unread, expanded, 1 reply.
> next
Your answer, level 3, 1 of 1.
> parent
Reply from Ana, level 2, 1 of 1, unread, expanded, 1 reply.
> parent
Lunch on Friday, level 1, 1 of 3, unread, expanded, 1 reply.
> open
Detail: Lunch on Friday, 1 of 3, selected. 1 unread reply.
Notes: Shall we meet at noon on Friday?
Lunch on Friday: read.
Hint: for Inbox, type back.
> next
Reply from Ana, 1 of 1, unread.
> open 1
Reply from Ana, 1 of 1. 1 reply.
Notes: Noon works. The usual place?
Reply from Ana: read.
> back
Lunch on Friday, 1 of 3, selected. 1 reply.
Notes: Shall we meet at noon on Friday?
> back
Content column.
Lunch on Friday, 1 of 3, selected, expanded, 1 reply.
> goto Your answer
Your answer, level 3, 1 of 1.
> open
Detail: Your answer, 1 of 1, selected.
Notes: Yes, see you there.
> back
Content column.
Your answer, 1 of 1, selected.
> collapse
Collapsed Reply from Ana, 1 reply.
> list
Inbox, 3 rows.
Lunch on Friday, expanded, 1 reply.
Reply from Ana, level 2, collapsed, 1 reply.
Invoice for November, level 1, collapsed, 1 reply.
Team meeting moved, unread.
