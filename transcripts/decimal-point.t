#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Issue 25, N5: English says a decimal point, and reads 3,5 as 3.5 too.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> field add cost number
Field cost added to Tasks: number.
> set cost 3,5
Buy bread: cost 3.5.
> set cost 3.5
Buy bread is already cost 3.5; nothing changed.
> group cost
Tasks grouped by cost.
> list
Cost 3.5, 1 of 2, 1 row.
Buy bread, cost 3.5.
