#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 point 9: Again is said only when the same command (the same parsed
# command, n or next alike) gives the same answer, and from the third time on it
# counts, so no two lines in a row are the same. Another command whose answer's
# first line is the line said just before names the command it answers instead,
# Answer to read, never a word that says it repeats (SPEC §4).
> next
Pending, section 1 of 2, 3 rows.
> next
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> read
Buy bread, 1 of 3, actions Done, Delete, Snooze. Answer to read.
In Pending.
Also: move down.
> goto 99
Error: row 99: there are only 3. Give a number from 1 to 3.
> read 99
Error: row 99: there are only 3. Give a number from 1 to 3. Answer to read 99.
> delete 99
Error: row 99: there are only 3. Give a number from 1 to 3.
> goto 99
Error: row 99: there are only 3. Give a number from 1 to 3. Answer to goto 99.
> goto 99
Error: row 99: there are only 3. Give a number from 1 to 3. Again.
> goto 99
Error: row 99: there are only 3. Give a number from 1 to 3. Again, 3 times in a row.
> section 1
Pending, section 1 of 2, 3 rows.
> section first
Pending, section 1 of 2, 3 rows. Answer to section first.
> section 1
Pending, section 1 of 2, 3 rows.
> goto Buy
Buy bread, 1 of 3.
> move top
Buy bread stays 1 of 3; nothing moved.
> move up
Buy bread stays 1 of 3; nothing moved. Answer to move up.
> layout automatic
Layout: automatic.
Layout compact: no terminal, and width off.
> layout
Layout: automatic.
Layout compact: no terminal, and width off.
> prompt focus
Prompt focus: the focused row and its place.
> prompt
Prompt focus: the focused row and its place. Answer to prompt.
> prompt plain
Prompt plain: the place in words alone.
> first
Tasks, 2 sections, 5 rows.
> mark undone
Error: mark needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> mark not done
Error: mark needs a row, and focus is on the title of Tasks. Move to one with next or goto 1. Again.
> goto Buy
Pending, section 1 of 2.
Buy bread, 1 of 3.
> Snooze
Snooze: Buy bread. Now snoozed.
> undo
Undid Snooze on Buy bread.
Buy bread, 1 of 3.
> goto Buy
Buy bread, 1 of 3. Answer to goto Buy.
