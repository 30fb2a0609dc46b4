#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Opening an empty list says it has no rows once, then how to fill it; list says both, as it is asked.
> new list Old
List Old created.
Old, no rows.
> open Tasks
Tasks, 2 sections, 5 rows.
Hint: for Lists, type back.
> open Old
Old, no rows.
Add a row with add.
> list
Old is empty. Add a row with add.
> add Milk
Added Milk, 1 of 1.
> delete
Deleted Milk. No rows left.
Old, no rows.
> open Tasks
Tasks, 2 sections, 5 rows.
> open Old
Old, no rows.
Add a row with add.
