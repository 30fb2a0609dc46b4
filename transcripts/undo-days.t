#! args: --memory --demo --now 2026-12-02T08:00
Tasks, 2 sections, 5 rows.
# Issue 25 trial finding 3: undo and redo of repeat, remind and a start date say
# what they took back, as the change was typed, where each said "the days of".
> goto 2
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> repeat every week
Call Ana repeats weekly. Due today.
> undo
Undid repeat weekly on Call Ana.
Call Ana, 2 of 3.
> redo
Redid repeat weekly on Call Ana.
> undo
Undid repeat weekly on Call Ana.
Call Ana, 2 of 3.
> set due friday
Call Ana: due Friday.
> remind 9:00
Call Ana: reminder today 9am.
> undo
Undid reminder today 9am on Call Ana.
Call Ana, 2 of 3, due Friday.
> remind 9:00
Call Ana: reminder today 9am.
> remind off
Call Ana: no reminder.
> undo
Undid reminder off on Call Ana.
Call Ana, 2 of 3, due Friday, reminder today 9am.
> set start tomorrow
Call Ana: waiting until tomorrow.
Pay the rent, 2 of 2, pinned.
> undo
Undid start tomorrow on Call Ana.
Call Ana, 2 of 3, due Friday, reminder today 9am.
