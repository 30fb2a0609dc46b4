#! args: --demo --layout regular
Tasks, 2 sections, 5 rows.
> open Inbox
Inbox, 3 rows.
> goto 1
Lunch on Friday, 1 of 3, unread, collapsed, 1 unread reply, actions Delete.
> open
Detail: Lunch on Friday, 1 of 3, selected. 1 unread reply.
Notes: Shall we meet at noon on Friday?
Lunch on Friday: read.
> where
Lunch on Friday, 1 of 3, selected.
Content column: Inbox.
Split: balanced.
Rotor: items.
Edit mode off, 1 selected.
Layout: regular.
> rotor columns
Rotor: columns.
> previous
Sidebar column.
Inbox, 3 of 4, 3 rows, 1 unread, 1 unread reply.
> previous
Sidebar column, the first.
> previous
Sidebar column, the first. Again.
> next
Content column.
Lunch on Friday, 1 of 3, selected, collapsed, 1 unread reply.
> next
Detail column.
Lunch on Friday, 1 of 3, selected. 1 unread reply.
Notes: Shall we meet at noon on Friday?
> next
Detail column, the last.
> open 1
Reply from Ana, 1 of 1. 1 reply.
Notes: Noon works. The usual place?
Reply from Ana: read.
Hint: for Lunch on Friday, type back.
> where
Detail column: Inbox, then Lunch on Friday, then Reply from Ana.
Split: balanced.
Rotor: columns.
Edit mode off, 1 selected.
Layout: regular.
> back
Lunch on Friday, 1 of 3, selected. 1 reply.
Notes: Shall we meet at noon on Friday?
> columns
Columns: automatic.
Split: balanced.
> columns double
Columns: double.
Split: balanced.
> previous
Content column.
Lunch on Friday, 1 of 3, selected, collapsed, 1 reply.
> columns all
Columns: all.
Split: balanced.
Detail: Lunch on Friday, 1 of 3, selected. 1 reply.
Notes: Shall we meet at noon on Friday?
> columns prominentDetail
Split: prominentDetail.
> columns detail
Columns: detail.
Split: prominentDetail.
Detail column.
> columns all
Columns: all.
Split: prominentDetail.
> open Archive
Archive, 2 rows.
Selection cleared.
Detail closed.
> rotor items
Rotor: items.
