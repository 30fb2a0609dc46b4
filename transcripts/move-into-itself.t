#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25, a trial's X4: move to the row itself is refused as going inside itself, the move typed, not as going before or after it.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> move to Buy bread
Error: Buy bread can't go inside itself. Name another row.
> move after Buy bread
Error: Buy bread can't move before or after itself. Name another row.
