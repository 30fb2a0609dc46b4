#! args: --demo --profile pad
Tasks, 2 sections, 5 rows.
# Alike commands answer alike: move up from the first row stays as move top does;
# filter off with no filter and edit on while editing say nothing changed; edit says
# the swipe it closed; a selection mode that drops rows says so; the actions rotor names
# traits in the order actions does; a list's name may be shortened; and at a narrow
# width a word said over and over never gives two identical lines in a row.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> move top
Buy bread stays 1 of 3; nothing moved.
> move up
Buy bread stays 1 of 3; nothing moved. Answer to move up.
> goto Water the plants
Completed, section 2 of 2.
Water the plants, 2 of 2, done, actions Delete, Snooze.
> move down
Water the plants stays 2 of 2; nothing moved.
> filter off
No filter is on; 5 rows.
> filter bread
Filter bread: 1 row matches.
Buy bread, 1 of 1.
> filter off
Filter off, 5 rows.
Buy bread, 1 of 3.
> edit on
Editing.
> edit on
Already editing; nothing changed.
> edit off
Done editing.
> edit off
Not editing; nothing changed.
> goto Call Ana
Call Ana, 2 of 3.
> swipe leading
Call Ana, leading swipe open, 1 action.
1. Done, leading, full swipe, green.
Choose a number, an action's name, or cancel.
> edit
Call Ana: swipe closed.
Editing.
> edit off
Done editing.
> select 1
Buy bread selected, 1 in all.
Detail: Buy bread.
> select 2
Call Ana selected, 2 in all.
> selection mode single
Tasks selection: single.
Buy bread still selected, 1 row deselected.
> selection mode none
Tasks selection: none.
1 row deselected.
> selection mode multiple
Tasks selection: multiple.
> goto 1
Buy bread, 1 of 3.
> actions
Buy bread, 3 actions.
1. Done, leading, full swipe, green.
2. Delete, trailing, destructive, full swipe.
3. Snooze, trailing, orange.
Also: move down.
> rotor actions
Rotor: actions.
> next
Done, leading, 1 of 3.
> next
Delete, trailing, destructive, 2 of 3.
> open Inb
Inbox, 3 rows.
Hint: for Lists, type back.
> open Ar
Error: "Ar" matches 2 lists:
1: Articles.
2: Archive.
Type a number to open one, or more of the name.
> width 40
Width: 40.
> add Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious Supercalifragilisticexpialidocious
Added Supercalifragilisticexpialidocious
Supercalifragilisticexpialidocious
The line above 17 more times.
Supercalifragilisticexpialidocious,
4 of 4, unread.
> read
Supercalifragilisticexpialidocious
The line above 18 more times.
Supercalifragilisticexpialidocious,
level 1, 4 of 4, unread,
actions Delete.
Also: move up.
> width off
Width: no limit.
> add word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word
Added word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word
word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word
The line above 3 more times.
word, 5 of 5, unread.
> read
word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word
The line above 3 more times.
word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word,
level 1, 5 of 5, unread, actions Delete.
Also: move up.
