#! args: --demo --layout regular
Tasks, 2 sections, 5 rows.
> open Inbox
Inbox, 3 rows.
> rotor columns
Rotor: columns.
> next
Detail column.
Detail is empty. Open a row from Inbox.
> next
Detail column, the last.
> read
Detail is empty. Open a row from Inbox.
> new list Empty
List Empty created.
Empty, no rows.
> list
Empty is empty. Add a row with add.
> next
Detail column.
Detail is empty. Open a row from Empty.
> previous
Content column.
Empty, no rows.
> previous
Sidebar column.
Empty, 5 of 5, no rows.
> where
Empty, 5 of 5.
Sidebar column: Lists.
Split: balanced.
Rotor: columns.
Edit mode off, nothing selected.
Layout: regular.
