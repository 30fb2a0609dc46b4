#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# The rotor gains a unit for each state: next goes to the next such row, across sections.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> rotor
Rotor: items.
Units: items, sections, rows, actions, selected, unread.
> rotor unread
Rotor: unread.
> next
Today, section 1 of 2.
Lists by ear, 1 of 3, unread, actions Delete.
> next
Morning news digest, 3 of 3, unread.
> next
This week, section 2 of 2.
Writing good alt text, 2 of 2, unread.
> next
End of list.
> previous
Today, section 1 of 2.
Morning news digest, 3 of 3, unread.
> first
Today, section 1 of 2.
Lists by ear, 1 of 3, unread.
> last
This week, section 2 of 2.
Writing good alt text, 2 of 2, unread.
> rotor next
Rotor: items.
> rotor previous
Rotor: unread.
> rotor rows
Rotor: rows.
> open Tasks
Tasks, 2 sections, 5 rows.
> set 1 due yesterday
Buy bread: overdue 1 day.
> set 3 due 2026-11-01
Pay the rent: overdue since 1 November.
> rotor overdue
Rotor: overdue.
> first
Pending, section 1 of 2.
Buy bread, 1 of 3, overdue 1 day, actions Done, Delete, Snooze.
> next
Pay the rent, 3 of 3, overdue since 1 November, pinned, actions Snooze.
> next
End of list.
> where
Pay the rent, 3 of 3.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: overdue.
Edit mode off, nothing selected.
Layout: compact.
> rotor done
Rotor: done.
> first
Completed, section 2 of 2.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> next
Water the plants, 2 of 2, done, actions Delete, Snooze.
> rotor unread
Error: rotor does not take "unread". Usage: rotor items, sections, rows, actions, selected, done, snoozed, pinned, overdue, next or previous.
