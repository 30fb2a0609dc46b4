#! args: --demo --layout regular
Tasks, 2 sections, 5 rows.
> open Inbox
Inbox, 3 rows.
> rotor columns
Rotor: columns.
> next
Detail column.
No row selected. Open one from Inbox.
> next
End of list.
> read
No row selected. Open one from Inbox.
> new list Empty
Created list Empty.
Empty, no rows.
> list
Empty is empty. Add a row with add.
> next
Detail column.
No row selected. Open one from Empty.
> previous
Content column.
Empty, no rows.
> previous
Sidebar column.
Empty, 5 of 5, no rows.
> where
Empty, 5 of 5.
Sidebar column: Lists. Split style balanced.
Rotor columns, edit mode inactive, 0 selected.
Store: in memory.
