#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Removing the field a list is grouped or sorted by ends the grouping and the sort,
# said in the same answer; undo brings back the field, its values, grouping and sort.
> goto Buy
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> set due today
Buy bread: due today.
> group due
Tasks grouped by due.
> sort due
Tasks sorted by due.
> field remove due
Field due removed from Tasks, and its value from 1 row.
Tasks is no longer grouped or sorted by due.
> group
Tasks in its own sections.
> sort
Tasks in manual order.
# Its own sections again, so they can be shaped.
> section add Later
Section Later added, 2 of 3.
> undo
Undid section add of Later.
Tasks, 2 sections, 5 rows.
> undo
Undid field remove of due.
> group
Tasks grouped by due.
> sort
Tasks sorted by due.
# Only the sort: the list is no longer grouped.
> group off
Tasks in its own sections.
Tasks, 2 sections, 5 rows.
> field remove due
Field due removed from Tasks, and its value from 1 row.
Tasks is no longer sorted by due.
> undo
Undid field remove of due.
> sort manual
Tasks in manual order.
> group due
Tasks grouped by due.
Tasks, 2 sections, 5 rows.
> field remove due
Field due removed from Tasks, and its value from 1 row.
Tasks is no longer grouped by due.
