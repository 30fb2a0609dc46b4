#! args: --demo
Tasks, 2 sections, 5 rows.
# A row the filter opens counts the subtasks the filter shows, not those it hides:
# in its line, in list, and in the detail, which steps through the same ones.
> new list Trip
List Trip created.
Trip, no rows.
> add Plan
Added Plan, 1 of 1.
> add child Book train
Added Book train under Plan, level 2, 1 of 1.
> add Book hotel
Added Book hotel under Plan, level 2, 2 of 2.
> parent
Plan, level 1, 1 of 1, expanded, 2 subtasks, actions Delete.
> collapse
Collapsed Plan, 2 subtasks.
> add Pack
Added Pack, 2 of 2.
> filter train
Filter train: 1 subtask matches, inside 1 row.
Plan, 1 of 1, collapsed, shown open by the filter, 1 subtask.
> list
Trip, filter train: 1 subtask matches, inside 1 row.
Plan, collapsed, shown open by the filter, 1 subtask.
Book train, level 2.
> goto Plan
Plan, 1 of 1 in filter train, collapsed, shown open by the filter, 1 subtask.
> open
Detail: Plan, 1 of 1. 1 subtask.
Hint: for Trip, type back.
> next
Book train, 1 of 1 in filter train.
> next
End of list.
> back
Content column.
Plan, 1 of 1 in filter train, collapsed, shown open by the filter, 1 subtask.
Hint: for Lists, type back.
> filter off
Filter off, 2 rows.
Plan, 1 of 2, collapsed, 2 subtasks.
> goto Plan
Plan, 1 of 2, collapsed, 2 subtasks. Answer to goto Plan.
