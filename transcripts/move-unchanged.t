#! args: --demo
Tasks, 2 sections, 5 rows.
# A move that changes nothing says so and leaves no undo step.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> move top
Buy bread stays 1 of 3; nothing moved.
> move to 1
Buy bread stays 1 of 3; nothing moved. Answer to move to 1.
> move before Call Ana
Buy bread stays 1 of 3; nothing moved.
> undo
Error: undo: nothing to take back.
> move bottom
Moved Buy bread to 3 of 3, after Pay the rent.
> move up
Moved Buy bread to 2 of 3, after Call Ana.
> undo
Undid move of Buy bread: 3 of 3, after Pay the rent.
Buy bread, 3 of 3.
> undo
Undid move of Buy bread: 1 of 3, before Call Ana.
Buy bread, 1 of 3.
