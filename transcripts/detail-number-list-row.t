#! args: --demo --layout regular
Tasks, 2 sections, 5 rows.
# In the detail a number is the row's subtask or reply; one the row lacks says how to
# open the list's row of that number instead.
> add Call the bank
Added Call the bank, 4 of 4.
> goto Call Ana
Call Ana, 2 of 4, actions Done, Delete, Snooze.
> open
Detail: Call Ana, 2 of 4.
> rotor columns
Rotor: columns.
> next
Detail column.
Call Ana, 2 of 4.
> open 4
Error: Call Ana has no subtasks to open. For row 4 of Tasks, type goto 4, then open.
> open 9
Error: Call Ana has no subtasks to open.
> goto Buy bread
Content column.
Buy bread, 1 of 4.
> add child Rye
Added Rye under Buy bread, level 2, 1 of 1.
> goto Buy bread
Buy bread, level 1, 1 of 4, expanded, 0 of 1 done.
> open
Detail: Buy bread, 1 of 4. 0 of 1 done.
> next
Detail column.
Buy bread, 1 of 4. 0 of 1 done.
> open 4
Error: row 4: there is only 1. Give 1. For row 4 of Tasks, type goto 4, then open.
> open 1
Rye, 1 of 1.
Hint: for Buy bread, type back.
