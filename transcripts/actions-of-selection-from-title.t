#! args: --memory --demo --today 2026-12-04
Tasks, 2 sections, 5 rows.
# Issue 25: with rows selected in edit mode and focus on the title or a heading, actions lists the actions do N runs on the selection, numbered as it takes them.
> edit on
Editing.
> select 1-2
Buy bread and Call Ana selected, 2 in all.
> first
Tasks, 2 sections, 5 rows.
> actions
Selection: 2 rows, 3 actions.
1. Done, leading, full swipe, green.
2. Delete, trailing, destructive, full swipe.
3. Snooze, trailing, orange.
> do 3
Snooze: 2 rows. Now snoozed.
> section next
Pending, section 1 of 2, 3 rows.
> actions
Selection: 2 rows, 3 actions.
1. Done, leading, full swipe, green.
2. Delete, trailing, destructive, full swipe.
3. Snooze, trailing, orange.
> edit off
Done editing.
> first
Tasks, 2 sections, 5 rows.
> actions
Error: actions needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
