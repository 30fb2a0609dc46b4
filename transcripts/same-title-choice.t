#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Rows of one title are offered by what tells them apart, first: the section, a state, the place; the title is said once, in the line before.
> add Milk
Added Milk, 4 of 4.
> section Completed
Completed, section 2 of 2, 2 rows.
> add Milk
Added Milk, 3 of 3.
> goto Milk
Error: "Milk" matches 2 rows:
1: Pending, row 4 of 4.
2: Completed, row 3 of 3.
Type a number to choose one, or more of the title.
> 2
Milk, 3 of 3, actions Done, Delete, Snooze.
> first
Tasks, 2 sections, 7 rows.
> section Pending
Pending, section 1 of 2, 4 rows.
> add Milk
Added Milk, 5 of 5.
> mark done
Milk: done.
> goto Mil
Error: "Mil" matches 3 rows titled Milk:
1: Pending, row 4 of 5.
2: Pending, done, row 5 of 5.
3: Completed, row 3 of 3.
Type a number to choose one, or more of the title.
> 1
Milk, 4 of 5.
