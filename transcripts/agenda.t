#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# agenda says what is overdue, due today and in the next seven days, across every list, by day.
> agenda
Agenda: nothing overdue or due in the next 7 days.
> set 1 due today
Buy bread: due today.
> set 2 due in 2 days
Call Ana: due Thursday.
> set 3 due 2026-11-20
Pay the rent: overdue since 20 November.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, due today, actions Done, Delete, Snooze.
> section next
Completed, section 2 of 2, 2 rows.
> next
Renew passport, 1 of 2, done, actions Delete, Snooze.
> set due 2026-11-29
Renew passport: due 29 November.
> new list Chores
List Chores created.
Chores, no rows.
> field add due date
Field due added to Chores: date.
> add Laundry
Added Laundry, 1 of 1.
> set due tomorrow
Laundry: due tomorrow.
> add Bins out
Added Bins out, 2 of 2.
> set due fri
Bins out: due Friday.
> add Clean the oven
Added Clean the oven, 3 of 3.
> set due in 3 weeks
Clean the oven: due 22 December.
> agenda
Agenda, 5 rows.
Overdue, 1 row.
Pay the rent, Tasks, overdue since 20 November.
Today, Tuesday 1 December, 1 row.
Buy bread, Tasks.
Tomorrow, Wednesday 2 December, 1 row.
Laundry, Chores.
Thursday 3 December, 1 row.
Call Ana, Tasks.
Friday 4 December, 1 row.
Bins out, Chores.
> open Tasks
Tasks, 2 sections, 5 rows.
Hint: for Lists, type back.
> Done 1
Done: Buy bread. Now in Completed.
> agenda
Agenda, 4 rows.
Overdue, 1 row.
Pay the rent, Tasks, overdue since 20 November.
Tomorrow, Wednesday 2 December, 1 row.
Laundry, Chores.
Thursday 3 December, 1 row.
Call Ana, Tasks.
Friday 4 December, 1 row.
Bins out, Chores.
