#! args: --demo
Tasks, 2 sections, 5 rows.
# A filter shows the matches inside collapsed rows, and the title counts only what it lets through.
> new list Trip
List Trip created.
Trip, no rows.
> add Plan
Added Plan, 1 of 1.
> add child Book train
Added Book train under Plan, level 2, 1 of 1.
> parent
Plan, level 1, 1 of 1, expanded, 1 subtask, actions Delete.
> collapse
Collapsed Plan, 1 subtask.
> filter train
Filter train: 1 subtask matches, inside 1 row.
> list
Trip, filter train: 1 subtask matches, inside 1 row.
Plan, collapsed, shown open by the filter, 1 subtask.
Book train, level 2.
> next
Book train, level 2, 1 of 1 in filter train.
> first
Trip, filter train: 1 subtask matches, inside 1 row.
> goto Book train
Book train, level 2, 1 of 1 in filter train.
> filter off
Filter off, 1 row.
Book train is inside Plan, which is collapsed; focus moved to Plan.
Plan, level 1, 1 of 1, collapsed, 1 subtask.
> list
Trip, 1 row.
Plan, collapsed, 1 subtask.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> filter unread
Filter unread: 3 rows match.
Lists by ear, 1 of 3, unread, actions Delete.
> first
Articles, filter unread: 3 rows match, 2 sections.
> sections
Filter unread: 2 sections match.
1. Today, 2 rows.
2. This week, 1 row.
