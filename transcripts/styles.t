#! args: --demo
Tasks, 2 sections, 5 rows.
> style
Tasks style: automatic.
> collapse Pending
Error: collapse is only for the sidebar style, and Tasks is automatic. Type style sidebar first.
> style sidebar
Tasks style: sidebar.
> collapse Pending
Collapsed Pending, 3 rows hidden.
> next
Pending, section 1 of 2, collapsed, 3 rows hidden.
> collapse Completed
Collapsed Completed, 2 rows hidden.
> sections
2 sections.
1. Pending, 3 rows, collapsed.
2. Completed, 2 rows, collapsed.
> rotor rows
Rotor: rows.
> first
Error: rows all hidden: the sections are folded or filtered out. Type expand or filter off.
> next
End of list.
> next
End of list. Again.
> next
End of list. Again, 3 times in a row.
> expand Completed
Expanded Completed, 2 rows.
> expand
Expanded Pending, 3 rows.
> undo
Undid expand of Pending.
> style plain
Tasks style: plain.
> goto Water
Completed, section 2 of 2.
Water the plants, 2 of 2, done, actions Delete, Snooze.
> goto Buy
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> style automatic
Tasks style: automatic.
> style sidebar
Tasks style: sidebar.
> collapse Pending
Pending is already collapsed; nothing changed.
> goto Call Ana
Error: Call Ana is in Pending, which is folded. Type expand Pending first.
> read Call Ana
Call Ana, 2 of 3, actions Done, Delete, Snooze.
In Pending.
Also: move up, move down.
> goto 2
Error: Call Ana is in Pending, which is folded. Type expand Pending first.
> expand Pending
Expanded Pending, 3 rows.
> goto Call Ana
Call Ana, 2 of 3.
> move up
Moved Call Ana to 1 of 3, before Buy bread.
> collapse
Collapsed Pending, 3 rows hidden.
> where
Content column: Tasks, section Pending.
Split: balanced.
Rotor: rows.
Edit mode off, nothing selected.
Layout: compact.
