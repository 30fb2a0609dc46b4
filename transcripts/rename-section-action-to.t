#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Issue 25, P6: section rename and action rename take OLD to NEW; in English a is no
# separator, so a new name holding it is the focused section's whole new name.
> section rename Pending to To do
Section Pending renamed to To do.
> section 1
To do, section 1 of 2, 3 rows.
> section rename Things a day
Section To do renamed to Things a day.
> undo
Undid rename of section Things a day: To do again.
> action rename Snooze to Sleep
Action Snooze renamed to Sleep.
> goto 1
Buy bread, 1 of 3, actions Done, Delete, Sleep.
> actions
Buy bread, 3 actions.
1. Done, leading, full swipe, green.
2. Delete, trailing, destructive, full swipe.
3. Sleep, trailing, orange.
Also: move down.
> action rename Sleep to Snooze
Action Sleep renamed to Snooze.
