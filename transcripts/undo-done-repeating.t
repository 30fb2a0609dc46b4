#! args: --memory --demo --today 2026-12-04
Tasks, 2 sections, 5 rows.
# Issue 25 (trial25s N14): undo of Done on a repeating row is worded as undo of Done on any row: Undid Done on Buy bread.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> set due today
Buy bread: due today.
> repeat every 2 days
Buy bread repeats every 2 days.
> Done
Done: Buy bread. Next due Sunday 6 December.
> undo
Undid Done on Buy bread.
Buy bread, 1 of 3, due today, repeats every 2 days.
> goto Call Ana
Call Ana, 2 of 3.
> Done
Done: Call Ana. Now in Completed.
> undo
Undid Done on Call Ana.
Call Ana, 2 of 3.
