#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 point 12e: a refusal about a field the list lacks names the list, whatever command asked.
> set foo 3
Error: Tasks has no field "foo". Its fields: done, due, snoozed, pinned. Add one with field add foo number.
> unset foo
Error: Tasks has no field "foo". Its fields: done, due, snoozed, pinned. Add one with field add foo TYPE.
> toggle foo
Error: Tasks has no field "foo". Its fields: done, due, snoozed, pinned. Add one with field add foo TYPE. Answer to toggle foo.
> set pinned2 true
Error: Tasks has no field "pinned2". Its fields: done, due, snoozed, pinned. Add one with field add pinned2 boolean.
> mark foo
Error: Tasks has no field "foo". Its fields: done, due, snoozed, pinned. Add one with field add foo TYPE.
