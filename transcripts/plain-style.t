#! args: --demo
Tasks, 2 sections, 5 rows.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> next
Today, section 1 of 2, 3 rows, 2 unread.
> next
Lists by ear, 1 of 3, unread, actions Delete.
> goto 3
Today, section 1 of 2.
Morning news digest, 3 of 3, unread.
> goto This week
Error: "This week" is not a row here. Type list to hear the rows.
> section next
This week, section 2 of 2, 2 rows, 1 unread.
> next
Keyboard shortcuts for Orca, 1 of 2.
> where
Keyboard shortcuts for Orca, 1 of 2. Answer to where.
Content column: Articles, section This week.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> read
Keyboard shortcuts for Orca, 1 of 2, actions Delete.
In This week.
Also: move down.
