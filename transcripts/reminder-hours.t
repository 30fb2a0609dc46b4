#! args: --memory --demo --now 2026-12-02T08:00
Tasks, 2 sections, 5 rows.
# A reminder's time is said as people say it: 9am, 1pm, 6:30pm, not 9:00; what listo says can be typed.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> remind 9:00
Buy bread: reminder today 9am.
> remind tomorrow at 9
Buy bread: reminder tomorrow 9am.
> remind 13:00
Buy bread: reminder today 1pm.
> remind 1:00
Buy bread: reminder tomorrow 1am.
> remind 18:30
Buy bread: reminder today 6:30pm.
> reminders
1 reminder to come.
Buy bread, Tasks, today 6:30pm.
> read
Buy bread, 1 of 3, reminder today 6:30pm, actions Done, Delete, Snooze.
In Pending.
Also: move down.
