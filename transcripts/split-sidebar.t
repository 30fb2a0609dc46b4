#! args: --demo --layout regular
Tasks, 2 sections, 5 rows.
> back
Sidebar column.
Tasks, 1 of 4, 5 rows.
> where
Tasks, 1 of 4.
Sidebar column: Lists.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: regular.
> open Archive
Content: Archive, 2 rows.
> where
Archive, 4 of 4.
Sidebar column: Lists.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: regular.
> next
End of list.
> open Inbox
Content: Inbox, 3 rows.
> rotor columns
Rotor: columns.
> next
Content column.
Inbox, 3 rows.
> next
Detail column.
Detail is empty. Open a row from Inbox.
> open 1
Detail: Lunch on Friday, 1 of 3, selected. 1 unread reply.
Notes: Shall we meet at noon on Friday?
Lunch on Friday: read.
> open Archive
Archive, 2 rows.
Selection cleared.
Detail closed.
> where
Content column: Archive.
Split: balanced.
Rotor: columns.
Edit mode off, nothing selected.
Layout: regular.
