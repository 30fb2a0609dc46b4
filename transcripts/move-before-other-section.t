#! args: --demo
Tasks, 2 sections, 5 rows.
# Moving before a row of another section names the command that moves it there.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> move before Water the plants
Error: move does not take "Water the plants". Usage: move before ROW or after ROW for a row in Pending, or move to section Completed.
> move to section Completed
Moved Buy bread to Completed, 3 of 3.
# A subtask is told the same, where moving to the section is what works (issue 25, point 12).
> undo
Undid move of Buy bread: back in Pending.
Buy bread, 1 of 3.
> add child Yeast
Added Yeast under Buy bread, level 2, 1 of 1.
> move before Water the plants
Error: move does not take "Water the plants". Usage: move before ROW or after ROW for a row at the same level, or move to section Completed.
> move to section Completed
Moved Yeast to Completed, 3 of 3.
