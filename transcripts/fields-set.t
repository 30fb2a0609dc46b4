#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Fields change by name: set, unset and toggle, each one step of undo.
> fields
Tasks, 4 fields.
1. done, boolean.
2. due, date.
3. snoozed, boolean.
4. pinned, boolean.
> next
Pending, section 1 of 2, 3 rows.
> next
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> set due tomorrow
Buy bread: due tomorrow.
> set 2 due friday
Call Ana: due Friday.
> set Pay the rent due in 3 days
Pay the rent: due Friday.
> set "Call Ana" due next week
Call Ana: due 8 December.
> list
Pending, 1 of 2, 3 rows.
Buy bread, due tomorrow.
Call Ana, due 8 December.
Pay the rent, due Friday, pinned.
> unset 2 due
Call Ana: due removed.
> unset 2 due
Call Ana has no due to remove; nothing changed.
> toggle 1 snoozed
Buy bread: snoozed.
> toggle 1 snoozed
Buy bread: not snoozed.
> toggle 1 due
Error: due is a date field, so it can't be toggled. Type set due and a value.
> undo
Undid mark not snoozed of Buy bread: snoozed again.
Buy bread, 1 of 3, due tomorrow, snoozed.
> redo
Redid mark not snoozed of Buy bread: not snoozed again.
> set 1 colour red
Error: Tasks has no field "colour". Its fields: done, due, snoozed, pinned. Add one with field add colour text.
> set 1
Error: set needs more. Usage: set FIELD VALUE, or set ROW FIELD VALUE.
> set 9 due today
Error: row 9: there are only 3. Give a number from 1 to 3.
