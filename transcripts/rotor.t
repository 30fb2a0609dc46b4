#! args: --demo
Tasks, 2 sections, 5 rows.
> rotor
Rotor: items.
Units: items, sections, rows, actions, selected, done, snoozed, pinned, overdue.
> rotor rows
Rotor: rows.
> next
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> next
Call Ana, 2 of 3.
> next
Pay the rent, 3 of 3, pinned, actions Snooze.
> next
Completed, section 2 of 2.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> previous
Pending, section 1 of 2.
Pay the rent, 3 of 3, pinned, actions Snooze.
> rotor sections
Rotor: sections.
> next
Completed, section 2 of 2, 2 rows.
> next
End of list.
> previous
Pending, section 1 of 2, 3 rows.
> rotor next
Rotor: rows.
> rotor previous
Rotor: sections.
> rotor planets
Error: rotor does not take "planets". Usage: rotor items, sections, rows, actions, selected, done, snoozed, pinned, overdue, next or previous.
> rotor items
Rotor: items.
