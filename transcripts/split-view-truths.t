#! args: --demo --layout regular --profile pad
Tasks, 2 sections, 5 rows.
# Issue 25 point 11: the split view. Opening the detail and leaving it sound
# different every time; first and last follow the columns rotor; the detail
# counts subtasks as the row does; where says the split style.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> add child Yeast
Added Yeast under Buy bread, level 2, 1 of 1.
> parent
Buy bread, level 1, 1 of 3, expanded, 0 of 1 done.
> open
Detail: Buy bread, 1 of 3. 0 of 1 done.
> back
Sidebar column.
Tasks, 1 of 4, 5 rows.
> open
Content column.
Buy bread, 1 of 3, expanded, 0 of 1 done.
> back
Sidebar column.
Tasks, 1 of 4, 5 rows.
> where
Tasks, 1 of 4.
Sidebar column: Lists.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: regular.
> rotor columns
Rotor: columns.
> first
Sidebar column.
Tasks, 1 of 4, 5 rows.
> last
Detail column.
Buy bread, 1 of 3. 0 of 1 done.
> first
Sidebar column.
Tasks, 1 of 4, 5 rows.
> next
Content column.
Buy bread, 1 of 3, expanded, 0 of 1 done.
> rotor items
Rotor: items.
> open Articles
Articles, 2 sections, 5 rows.
Detail closed.
