#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# in 3 days is a day, and so is dentro de 3 días typed in English.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> set due in 3 days
Buy bread: due Friday.
> goto Call Ana
Call Ana, 2 of 3.
> set due in a week
Call Ana: due 8 December.
> set due dentro de 2 días
Call Ana: due Thursday.
> filter due by in 3 days
Filter due by in 3 days: 2 rows match.
