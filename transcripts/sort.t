#! args: --demo
Tasks, 2 sections, 5 rows.
# Sorted by a field, rows follow its value and refuse manual moves.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> sort
Articles in manual order.
# A field no row has is refused with the fields there are.
> sort zzz
Error: Articles has no field "zzz". Its fields: read. Add one with field add zzz TYPE.
> sort read
Articles sorted by read.
> list all
Today, 1 of 2, 3 rows, 2 unread.
Lists by ear, unread.
Morning news digest, unread.
Braille displays explained.
This week, 2 of 2, 2 rows, 1 unread.
Writing good alt text, unread.
Keyboard shortcuts for Orca.
> goto Lists by ear
Today, section 1 of 2.
Lists by ear, 1 of 3, unread, actions Delete.
> move down
Error: Articles is sorted by read, so rows can't be moved by hand. Type sort manual first.
> add Audio description basics
Added Audio description basics, 3 of 4, unread.
> list
Today, 1 of 2, 4 rows, 3 unread.
Lists by ear, unread.
Morning news digest, unread.
Audio description basics, unread.
Braille displays explained.
> sort manual
Articles in manual order.
> move down
Audio description basics stays 4 of 4; nothing moved.
> undo
Undid sort change of Articles.
> undo
Undid add of Audio description basics.
Braille displays explained, 3 of 3.
> list
Today, 1 of 2, 3 rows, 2 unread.
Lists by ear, unread.
Morning news digest, unread.
Braille displays explained.
