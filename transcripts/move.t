#! args: --demo
Tasks, 2 sections, 5 rows.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> move down
Moved Buy bread to 2 of 3, after Call Ana.
> move down
Moved Buy bread to 3 of 3, after Pay the rent.
> move to 1
Moved Buy bread to 1 of 3, before Call Ana.
> move bottom
Moved Buy bread to 3 of 3, after Pay the rent.
> move top
Moved Buy bread to 1 of 3, before Call Ana.
> move after Call Ana
Moved Buy bread to 2 of 3, after Call Ana.
> move before Buy bread
Error: Buy bread can't move before or after itself. Name another row.
> move up
Moved Buy bread to 1 of 3, before Call Ana.
> undo
Undid move of Buy bread: 2 of 3, after Call Ana.
Buy bread, 2 of 3.
> goto Pay the rent
Pay the rent, 3 of 3, pinned, actions Snooze.
> move up
Error: Pay the rent can't be moved: it is pinned.
> move sideways
Error: move does not take "sideways". Usage: move up, down, top, bottom, to N, before ROW, after ROW, to ROW, to section NAME, or to list NAME.
> move to 7
Error: row 7: there are only 3. Give a number from 1 to 3.
