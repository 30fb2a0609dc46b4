#! args: --demo
Tasks, 2 sections, 5 rows.
> section 1
Pending, section 1 of 2, 3 rows.
> section heading main
Pending is now a main heading.
> next
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> previous
Pending, main heading, section 1 of 2, 3 rows.
> sections
2 sections.
1. Pending, 3 rows, main heading.
2. Completed, 2 rows.
> undo
Undid heading change of Pending.
> section heading loud
Error: section does not take "loud". Usage: section heading main, or section heading standard.
