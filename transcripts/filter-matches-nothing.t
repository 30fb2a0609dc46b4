#! args: --demo
Tasks, 2 sections, 5 rows.
# A filter that matches nothing never makes the list sound empty: each reading names the filter.
> filter overdue
Filter overdue: no rows match.
> list all
Tasks: no rows match filter overdue. Type filter off to hear them all.
> list
Tasks: no rows match filter overdue. Type filter off to hear them all. Answer to list.
> sections
Filter overdue: no sections match.
# A row added under the filter is said hidden by it.
> add Milk
Added Milk, hidden by filter overdue.
> list all
Tasks: no rows match filter overdue. Type filter off to hear them all.
# The list's title counts what the filter lets through, and names it.
> first
Tasks, filter overdue: no rows match.
> filter off
Filter off, 6 rows.
> sections
2 sections.
1. Pending, 4 rows.
2. Completed, 2 rows.
