#! args: --demo
Tasks, 2 sections, 5 rows.
> add Buy milk
Added Buy milk, 4 of 4.
> rename Buy oat milk
Renamed Buy milk to Buy oat milk.
> rename 1 Buy rye bread
Error: rename can be read two ways: Buy bread, text Buy rye bread; or Buy oat milk, text 1 Buy rye bread. A quoted title says which: rename "Buy bread" to Buy rye bread.
> rename 1 to Buy rye bread
Renamed Buy bread to Buy rye bread.
> rename Call Ana Call Ana back
Error: rename can be read two ways: Call Ana, text Call Ana back; or Buy oat milk, text Call Ana Call Ana back. A quoted title says which: rename "Call Ana" to Call Ana back.
> rename Call Ana to Call Ana soon
Renamed Call Ana to Call Ana soon.
> rename "Call Ana" Call Ana back
Renamed Call Ana soon to Call Ana back.
> note Two litres
Note on Buy oat milk: Two litres.
> note Call Ana back: ring at 10:30
Note on Call Ana back: ring at 10:30.
> note Meeting at 10:30
Note on Buy oat milk: Meeting at 10:30.
> read Call Ana back
Call Ana back, 2 of 4, actions Done, Delete, Snooze.
In Pending.
Notes: ring at 10:30.
Also: move up, move down.
> read
Buy oat milk, 4 of 4, actions Done, Delete, Snooze.
In Pending.
Notes: Meeting at 10:30.
Also: move up.
> note off
Buy oat milk: note removed.
> read
Buy oat milk, 4 of 4, actions Done, Delete, Snooze.
In Pending.
Also: move up.
> add
Error: add needs more. Usage: add TITLE, or add child TITLE.
> rename
Error: rename needs more. Usage: rename ROW to TITLE, rename TITLE for the focused row, or rename list NAME to NEW.
> rename 9 Nothing
Error: row 9: there are only 4. Give a number from 1 to 4.
> rename 9 to Nothing
Error: row 9: there are only 4. Give a number from 1 to 4. Answer to rename 9 to Nothing.
> note 2 eggs please
Error: note can be read two ways: Call Ana back, text eggs please; or Buy oat milk, text 2 eggs please. A quoted title says which: note "Call Ana back": eggs please.
> undo
Undid note off on Buy oat milk: note Meeting at 10:30 again.
Buy oat milk, 4 of 4.
> undo
Undid note on Buy oat milk: note Two litres again.
Buy oat milk, 4 of 4.
> undo
Undid note on Call Ana back: no note again.
Call Ana back, 2 of 4.
