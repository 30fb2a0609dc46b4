#! args: --memory --demo --width 40
Tasks, 2 sections, 5 rows.
# Issue 25, a fresh trial's N3: at 40 cells the last two lines of a line break
# where a phrase ends, so a row's actions stay on one line and no line is one
# short word alone (docs/braille.md).
> goto Buy
Pending, section 1 of 2.
Buy bread, 1 of 3,
actions Done, Delete, Snooze.
> next
Call Ana, 2 of 3.
> next
Pay the rent, 3 of 3, pinned,
actions Snooze.
> goto Buy
Buy bread, 1 of 3.
> add Buy bread now Buy bread now Buy bread now Buy bread now Buy bread now Buy bread now Buy bread now Buy bread now Buy bread now Buy bread now Buy bread now Buy bread now
Added Buy bread now Buy bread now Buy
bread now Buy bread now Buy bread now
Buy bread now Buy bread now Buy bread
now Buy bread now Buy bread now Buy
bread now Buy bread now, 4 of 4.
> read
Buy bread now Buy bread now Buy bread
now Buy bread now Buy bread now Buy
bread now Buy bread now Buy bread now
Buy bread now Buy bread now Buy bread
now Buy bread now, 4 of 4,
actions Done, Delete, Snooze.
In Pending.
Also: move up.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> goto 1
Today, section 1 of 2.
Lists by ear, 1 of 3, unread,
actions Delete.
> read
Lists by ear, 1 of 3, unread,
actions Delete. Answer to read.
In Today.
Also: move down.
