#! args: --demo
Tasks, 2 sections, 5 rows.
# Rows of the same title, side by side, are each counted: one line, then how many more times.
> new list Shop
List Shop created.
Shop, no rows.
> add Milk
Added Milk, 1 of 1.
> add Milk
Added Milk, 2 of 2.
> add Milk
Added Milk, 3 of 3.
> add Eggs
Added Eggs, 4 of 4.
> list
Shop, 4 rows.
Milk.
The line above 2 more times.
Eggs.
> list all
Shop, 4 rows.
Milk.
The line above 2 more times.
Eggs.
# The detail says a row's subtasks with their done count, as the row's own line does.
> open Tasks
Tasks, 2 sections, 5 rows.
Hint: for Lists, type back.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> add child Yeast
Added Yeast under Buy bread, level 2, 1 of 1.
> goto Buy bread
Buy bread, level 1, 1 of 3, expanded, 0 of 1 done.
> read
Buy bread, level 1, 1 of 3, expanded, 0 of 1 done, actions Done, Delete, Snooze.
In Pending.
Also: move down.
> open
Detail: Buy bread, 1 of 3. 0 of 1 done.
Hint: for Tasks, type back.
> read
Buy bread, 1 of 3, actions Done, Delete, Snooze.
In Pending.
0 of 1 done.
Also: move down.
> back
Content column.
Buy bread, 1 of 3, expanded, 0 of 1 done.
# A shortened list name that starts two lists names them.
> open Ar
Error: "Ar" matches 2 lists:
1: Articles.
2: Archive.
Type a number to open one, or more of the name.
# sort and group refuse a field no row has in one wording, naming the same fields.
> sort nonsense
Error: Tasks has no field "nonsense". Its fields: done, due, snoozed, pinned. Add one with field add nonsense TYPE.
> group nonsense
Error: Tasks has no field "nonsense". Its fields: done, due, snoozed, pinned. Add one with field add nonsense TYPE. Answer to group nonsense.
# Numbers are said in plain digits; one with more digits than are kept is refused.
> field add cost number
Field cost added to Tasks: number.
> set cost 99999999999999999999
Error: cost keeps numbers of at most 15 digits, and "99999999999999999999" has 20. Round it.
> set cost 999999999999999
Buy bread: cost 999999999999999.
> set cost 0.000000001
Buy bread: cost 0.000000001.
> list
Pending, 1 of 2, 3 rows.
Buy bread, cost 0.000000001, expanded, 0 of 1 done.
Yeast, level 2.
Call Ana, level 1.
Pay the rent, pinned.
# A range written backwards names the same rows.
> edit
Editing.
> select 3-1
Buy bread, Call Ana and Pay the rent selected, 3 in all.
> edit off
Done editing.
# A selection mode set again changes nothing, and says so.
> selection mode none
Tasks selection: none.
3 rows deselected.
> selection mode none
Tasks selection is already none; nothing changed.
# move before and move after name the row.
> goto Call Ana
Call Ana, 2 of 3.
> move after Pay the rent
Moved Call Ana to 3 of 3, after Pay the rent.
> move before Buy bread
Moved Call Ana to 1 of 3, before Buy bread.
