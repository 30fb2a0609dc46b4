#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Issue 25, N1: a pin in a list without a pinned field declares it, as an import
# declares the states its rows hold, and says no more: fields lists it, sort names
# it, filter finds the row, and undo of the pin leaves the list as it was.
> new list Trip
List Trip created.
Trip, no rows.
> add Plan
Added Plan, 1 of 1.
> add Sea
Added Sea, 2 of 2.
> pin Plan
Plan: pinned.
> fields
Trip, 1 field.
1. pinned, boolean.
> sort due
Error: Trip has no field "due". Its fields: pinned. Add one with field add due TYPE.
> filter pinned
Filter pinned: 1 row matches.
Plan, 1 of 1, pinned.
> filter off
Filter off, 2 rows.
Plan, 1 of 2, pinned.
> undo
Undid pin of Plan.
Plan, 1 of 2.
> fields
Trip has no fields. Add one with field add NAME TYPE.
> filter pinned
Error: Trip has no pinned field, so no row is pinned. It has no fields.
> filter off
No filter is on; 2 rows.
> redo
Redid pin of Plan.
> fields
Trip, 1 field.
1. pinned, boolean.
# set, toggle and mark take pinned too, as pin does, before it is declared.
> undo
Undid pin of Plan.
Plan, 1 of 2.
> set Sea pinned
Sea: pinned.
> undo
Undid pin of Sea.
Sea, 2 of 2.
> toggle Sea pinned
Sea: pinned.
> undo
Undid pin of Sea.
Sea, 2 of 2.
> mark Plan pinned
Plan: pinned.
> fields
Trip, 1 field.
1. pinned, boolean.
> set Sea pinned maybe
Error: pinned takes true or false, not "maybe". For example: set pinned true.
