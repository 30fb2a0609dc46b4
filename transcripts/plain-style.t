#! args: --demo
Tasks, 2 sections, 5 rows.
> open Articles
Articles, 2 sections, 5 rows.
Back goes to Lists.
> next
Today, section 1 of 2, 3 rows.
> next
Lists by ear, 1 of 3, unread.
Actions: Delete.
> goto 3
Today, section 1 of 2.
Morning news digest, 3 of 3, unread.
Actions: Delete.
> goto This week
Error: no row "This week" here. Type list to hear the rows.
> section next
This week, section 2 of 2, 2 rows.
> next
Keyboard shortcuts for Orca, 1 of 2.
Actions: Delete.
> where
Keyboard shortcuts for Orca, 1 of 2.
Articles, section This week.
Rotor items, edit mode inactive, 0 selected.
Store: in memory.
> read
Keyboard shortcuts for Orca, 1 of 2.
In This week.
Actions: Delete.
Also: move down.
