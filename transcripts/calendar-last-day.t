#! args: --memory --demo --now 9999-12-31T23:59
Tasks, 2 sections, 5 rows.
# Issue 25: on the calendar's last day, a day after it is refused in one line
# that says why (tomorrow is a date, but no store keeps it), never kept as year 10000.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> set due tomorrow
Error: tomorrow would fall after 31 December 9999, the last day listo keeps.
> filter due tomorrow
Error: tomorrow would fall after 31 December 9999, the last day listo keeps. Answer to filter due tomorrow.
> set due in 3 days
Error: in 3 days would fall after 31 December 9999, the last day listo keeps.
> set due jan 5
Error: jan 5 would fall after 31 December 9999, the last day listo keeps.
> set start next week
Error: next week would fall after 31 December 9999, the last day listo keeps.
> remind 9:00
Error: 9:00 would fall after 31 December 9999, the last day listo keeps.
> remind tomorrow 9:00
Error: tomorrow 9:00 would fall after 31 December 9999, the last day listo keeps.
> set due today
Buy bread: due today.
> read
Buy bread, 1 of 3, due today, actions Done, Delete, Snooze.
In Pending.
Also: move down.
