#! args: --demo
Tasks, 2 sections, 5 rows.
> add Buy milk
Added Buy milk, 4 of 4.
> rename Buy oat milk
Renamed Buy milk to Buy oat milk.
> rename 1 Buy rye bread
Renamed Buy bread to Buy rye bread.
> rename "Call Ana" Call Ana back
Renamed Call Ana to Call Ana back.
> note Two litres
Note on Buy oat milk: Two litres.
> read
Buy oat milk, 4 of 4.
In Pending.
Notes: Two litres.
Actions: Done, Delete, Snooze.
> note off
Note removed from Buy oat milk.
> read
Buy oat milk, 4 of 4.
In Pending.
Actions: Done, Delete, Snooze.
> add
Error: add needs more. Usage: add TITLE.
> rename
Error: rename needs more. Usage: rename [ROW] TITLE.
> rename 9 Nothing
Error: no row 9; there are 4. Give a number from 1 to 4.
> undo
Undid note on Buy oat milk.
Buy oat milk, 4 of 4.
> undo
Undid note on Buy oat milk.
Buy oat milk, 4 of 4.
> undo
Undid rename of Call Ana.
Call Ana, 2 of 4.
