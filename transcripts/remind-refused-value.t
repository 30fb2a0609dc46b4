#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25, trial25q new finding 6: a value remind or repeat does not take is
# named after the values they take.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> remind xyz
Error: "xyz" is not a reminder: remind takes 9:00, tomorrow at 18:00, 1 day before, or off.
> repeat xyz
Error: "xyz" is not a repeat: repeat takes every week, every 2 days, every monday, every month on the 1st, every year, weekdays, every week after done, or off.
