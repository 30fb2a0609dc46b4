#! args: --demo --now 2026-12-02T08:00
Tasks, 2 sections, 5 rows.
# Turning off a repeat, a start date or a reminder a row does not have says which it has not, calmly, with no undo step.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> remind off
Buy bread has no reminder; nothing changed.
> repeat off
Buy bread does not repeat; nothing changed.
> set start off
Buy bread has no start date; nothing changed.
> repeat every day
Buy bread repeats daily. Due today.
> repeat off
Buy bread no longer repeats.
> repeat off
Buy bread does not repeat; nothing changed.
> undo
Undid repeat off on Buy bread.
Buy bread, 1 of 3, due today, repeats daily.
