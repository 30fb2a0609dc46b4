#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25: set takes a state as mark does: a boolean field named alone is set
# true, and mark takes the row first as set does.
> set 2 snoozed
Call Ana: snoozed.
> mark 3 snoozed
Pay the rent: snoozed.
> mark Buy bread snoozed
Buy bread: snoozed.
> mark 2 not snoozed
Call Ana: not snoozed.
> set 2 snoozed false
Call Ana is already not snoozed; nothing changed.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, snoozed, actions Done, Delete, Snooze.
> set snoozed
Buy bread is already snoozed; nothing changed.
> set 1 due
Error: set needs more. Usage: set FIELD VALUE, or set ROW FIELD VALUE.
> mark 2 foo
Error: Tasks has no field "foo". Its fields: done, due, snoozed, pinned. Add one with field add foo TYPE.
