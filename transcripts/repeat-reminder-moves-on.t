#! args: --memory --now 2026-12-05T23:30
Lists: none yet. Type new list and a name.
# Done on a repeating row moves its reminder with the due, at the same time of day, so that it is said again for the next occurrence; undo takes both back in one step.
> new list Chores
List Chores created.
Chores, no rows.
> field add due date
Field due added to Chores: date.
> field add done boolean
Field done added to Chores: boolean.
> add Pills
Added Pills, 1 of 1.
> set due today
Pills: due today.
> repeat every day
Pills repeats daily.
> remind today 23:00
Pills: reminder today 11pm.
Reminder: Pills, due today.
> reminders
No reminders to come.
> mark done
Done: Pills. Next due tomorrow.
> read
Pills, 1 of 1, due tomorrow, repeats daily, reminder tomorrow 11pm, actions Delete.
Done once.
> reminders
1 reminder to come.
Pills, Chores, tomorrow 11pm.
> undo
Undid Done on Pills.
Pills, 1 of 1, due today, repeats daily, reminder today 11pm.
> reminders
No reminders to come.
# A reminder typed relative to the due follows it as it is.
> remind 1 day before 22:00
Pills: reminder 1 day before, 10pm.
Reminder: Pills, due today.
# Done after 22:00, the reminder of the next occurrence, today 22:00, has passed: it is not said at once, the person being at the row.
> mark done
Done: Pills. Next due tomorrow.
> reminders
No reminders to come.
> mark done
Done: Pills. Next due Monday 7 December.
> reminders
1 reminder to come.
Pills, Chores, tomorrow 10pm.
> read
Pills, 1 of 1, due Monday, repeats daily, reminder 1 day before, 10pm, actions Delete.
Done 2 times.
