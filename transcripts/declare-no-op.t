#! args: --demo --today 2026-12-01 --profile pad
Tasks, 2 sections, 5 rows.
# On a pad a selected row shows in the detail; in the compact layout it is out of sight, so said.
> select 2
Call Ana selected, 1 in all.
Detail: Call Ana. Type open to go there.
> open
Detail: Call Ana, 2 of 3, selected.
Hint: for Tasks, type back.
> back
Content column.
Call Ana, 2 of 3, selected, actions Done, Delete, Snooze.
Hint: for Lists, type back.
> deselect all
Deselected all, none selected.
# A sort or grouping already in place says so and leaves no undo step.
> sort manual
Tasks is already in manual order; nothing changed.
> undo
Error: undo: nothing to take back.
> set Buy bread due friday
Buy bread: due Friday.
> sort due
Tasks sorted by due.
> sort due
Tasks is already sorted by due; nothing changed.
> undo
Undid sort change of Tasks.
> sort
Tasks in manual order.
> group off
Tasks is already in its own sections; nothing changed.
> group due
Tasks grouped by due.
> group due
Tasks is already grouped by due; nothing changed.
> group off
Tasks in its own sections.
# An action sets or toggles only a field the list declares, with a value of its type.
> action add Flag leading toggle flagged
Error: Tasks has no field "flagged". Its fields: done, due, snoozed, pinned. Add one with field add flagged TYPE.
> action add Flag leading toggle due
Error: due is a date field, so it can't be toggled. Type set due and a value.
> action add Later leading set due
Error: due takes a date. For example: today, tomorrow, friday, in 3 days, dec 9 or 2026-12-09.
> action add Later leading set due to someday
Error: due takes a date, and "someday" is not one. For example: today, tomorrow, friday, in 3 days, dec 9 or 2026-12-09.
> action add Later leading set due to 2026-12-09
Action Later added, leading 2 of 2.
> undo
Undid add of action Later.
# The built-in Delete is a trailing swipe: a leading action leaves it, a trailing one replaces it.
> open Articles
Articles, 2 sections, 5 rows.
> action add Seen leading set read
Action Seen added, leading 1 of 1.
> goto Lists by ear
Today, section 1 of 2.
Lists by ear, 1 of 3, unread, actions Seen, Delete.
> actions
Lists by ear, 2 actions.
1. Seen, leading, full swipe.
2. Delete, trailing, destructive, full swipe.
Also: move down.
> action add Keep trailing toggle read
Action Keep added, trailing 1 of 1. No built-in Delete now.
> actions
Lists by ear, 2 actions.
1. Seen, leading, full swipe.
2. Keep, trailing, full swipe.
Also: move down.
> action remove Keep
Action Keep removed from trailing. The built-in Delete is back.
> undo
Undid remove of action Keep.
> undo
Undid add of action Keep.
> undo
Undid add of action Seen.
