#! args: --demo --layout regular --profile pad
Tasks, 2 sections, 5 rows.
# The detail says the row as the content column does; on a pad selecting shows it there.
> goto Call Ana
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> Snooze
Snooze: Call Ana. Now snoozed.
> open
Detail: Call Ana, 2 of 3, snoozed.
> read
Call Ana, 2 of 3, snoozed, actions Done, Delete, Snooze.
In Pending.
Also: move up, move down.
> rotor columns
Rotor: columns.
> next
Detail column.
Call Ana, 2 of 3, snoozed.
> read
Call Ana, 2 of 3, snoozed, actions Done, Delete, Snooze.
In Pending.
Also: move up, move down.
> previous
Content column.
Call Ana, 2 of 3, snoozed.
> open Inbox
Inbox, 3 rows.
Detail closed.
> select 2
Invoice for November selected, 1 in all.
Detail: Invoice for November, 2 of 3, selected. 1 reply.
Notes: Your invoice for November is ready.
> select 3
Team meeting moved selected, 1 in all.
Invoice for November deselected.
Detail: Team meeting moved, 3 of 3, unread, selected.
Notes: The meeting moves to Thursday at ten.
> where
Content column: Inbox.
Split: balanced.
Rotor: columns.
Edit mode off, 1 selected.
Layout: regular.
> columns
Columns: automatic.
Split: balanced.
> columns prominentDetail
Split: prominentDetail.
> where
Content column: Inbox.
Split: prominentDetail.
Rotor: columns.
Edit mode off, 1 selected.
Layout: regular.
