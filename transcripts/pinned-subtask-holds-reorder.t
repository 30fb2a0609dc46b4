#! args: --demo
Tasks, 2 sections, 5 rows.
# A pinned subtask holds its parent in place within its section too: the parent is not moved up or down, to a number or beside a row, indented, outdented or put inside another row, and move is not offered on it. A row inside another does not leave its section when marked done, so Done is offered and runs there.
> goto 2
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> add child Yeast
Added Yeast under Call Ana, level 2, 1 of 1.
> pin
Yeast: pinned.
> parent
Call Ana, level 1, 2 of 3, expanded, 0 of 1 done, actions Snooze.
> actions
Call Ana, 1 action.
1. Snooze, trailing, full swipe, orange.
> move up
Error: Call Ana can't be moved: its subtask Yeast is pinned.
> move down
Error: Call Ana can't be moved: its subtask Yeast is pinned. Answer to move down.
> move top
Error: Call Ana can't be moved: its subtask Yeast is pinned.
> move bottom
Error: Call Ana can't be moved: its subtask Yeast is pinned. Answer to move bottom.
> move to 1
Error: Call Ana can't be moved: its subtask Yeast is pinned.
> move after Pay the rent
Error: Call Ana can't be moved: its subtask Yeast is pinned. Answer to move after Pay the rent.
> move to Buy bread
Error: Call Ana can't be moved: its subtask Yeast is pinned.
> indent
Error: Call Ana can't be moved: its subtask Yeast is pinned. Answer to indent.
> goto Buy bread
Buy bread, 1 of 3.
> add child Flour
Added Flour under Buy bread, level 2, 1 of 1.
> add child Dry
Added Dry under Flour, level 3, 1 of 1.
> pin
Dry: pinned.
> parent
Flour, level 2, 1 of 1, expanded, 0 of 1 done, actions Done, Snooze.
> outdent
Error: Flour can't be moved: its subtask Dry is pinned.
> Done
Done: Flour. 1 subtask still open.
> goto Yeast
Yeast, 1 of 1, pinned, actions Done, Snooze.
> unpin
Yeast: unpinned.
> parent
Call Ana, level 1, 2 of 3, expanded, 0 of 1 done.
> move up
Moved Call Ana to 1 of 3, before Buy bread.
