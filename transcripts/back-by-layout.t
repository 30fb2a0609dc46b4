#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25: back from the content column says where it lands in each layout's
# terms (docs/behaviour.md): in compact the sidebar is a screen of the stack, in
# regular a column. Both then say the list focused there.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> back
Lists, 4 lists.
Tasks, 1 of 4, 5 rows.
> open
Tasks, 2 sections, 5 rows.
Hint: for Lists, type back.
> layout regular
Layout: regular.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3.
> back
Sidebar column.
Tasks, 1 of 4, 5 rows.
