#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 trial point 14, the English twin of es-plural-state-words.t: the state
# words are typed back wherever a state word is taken: filter, mark, rotor.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> set due yesterday
Buy bread: overdue 1 day.
> Snooze
Snooze: Buy bread. Now snoozed.
> filter done
Filter done: 2 rows match.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> filter not done
Filter not done: 3 rows match.
Buy bread, 1 of 3, overdue 1 day, snoozed.
> filter snoozed
Filter snoozed: 1 row matches.
> filter not snoozed
Filter not snoozed: 4 rows match.
Call Ana, 1 of 4.
> filter pinned
Filter pinned: 1 row matches.
Pay the rent, 1 of 1, pinned, actions Snooze.
> filter overdue
Filter overdue: 1 row matches.
Buy bread, 1 of 1, overdue 1 day, snoozed.
> filter off
Filter off, 5 rows.
Buy bread, 1 of 3, overdue 1 day, snoozed.
> goto 2
Call Ana, 2 of 3.
> mark done
Call Ana: done.
> mark not done
Call Ana: not done.
> mark pinned
Call Ana: pinned.
> mark not pinned
Call Ana: unpinned.
> rotor snoozed
Rotor: snoozed.
> previous
Buy bread, 1 of 3, overdue 1 day, snoozed.
> rotor done
Rotor: done.
> rotor rows
Rotor: rows.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> filter unread
Filter unread: 3 rows match.
Lists by ear, 1 of 3, unread, actions Delete.
> filter read
Filter read: 2 rows match.
Braille displays explained, 1 of 2.
