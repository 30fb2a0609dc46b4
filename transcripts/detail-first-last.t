#! args: --demo
Tasks, 2 sections, 5 rows.
# In the detail column, first and last stay in the detail, as next and previous do:
# first goes to its row, last to its last subtask.
> goto Buy
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> add child Yeast
Added Yeast under Buy bread, level 2, 1 of 1.
> goto Buy
Buy bread, level 1, 1 of 3, expanded, 0 of 1 done.
> add child Flour
Added Flour under Buy bread, level 2, 2 of 2.
> open Buy
Detail: Buy bread, 1 of 3. 0 of 2 done.
Hint: for Tasks, type back.
> first
Buy bread, 1 of 3. 0 of 2 done.
> next
Yeast, 1 of 2.
> last
Flour, 2 of 2.
> previous
Yeast, 1 of 2.
> first
Buy bread, 1 of 3. 0 of 2 done.
> where
Detail column: Tasks, then Buy bread.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
# A row with no subtasks: last stays on the row.
> back
Content column.
Buy bread, 1 of 3, expanded, 0 of 2 done.
Hint: for Lists, type back.
> goto Call
Call Ana, 2 of 3.
> open Call
Detail: Call Ana, 2 of 3.
> last
Call Ana, 2 of 3.
> next
Call Ana has no subtasks to move to.
> first
Call Ana, 2 of 3.
