#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 trial, smaller points: section next and section previous at the edge of
# a filtered list name the filter, as next and previous do.
> filter overdue
Filter overdue: no rows match.
> section next
End of matches. Filter overdue.
> section previous
Start of matches. Filter overdue.
> filter off
Filter off, 5 rows.
> section last
Completed, section 2 of 2, 2 rows.
> section next
End of list.
