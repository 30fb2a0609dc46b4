#! args: --demo --today 2026-12-05
Tasks, 2 sections, 5 rows.
# Repeat's answers say today and tomorrow as every other answer does, not their dates.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> repeat every week after done
Buy bread repeats weekly after done. Due today.
> goto 2
Call Ana, 2 of 3.
> set due yesterday
Call Ana: overdue 1 day.
> repeat every day
Call Ana repeats daily.
> mark done
Done: Call Ana. Next due tomorrow.
> goto 3
Pay the rent, 3 of 3, pinned, actions Snooze.
> set due 2026-12-20
Pay the rent: due 20 December.
> repeat every week
Pay the rent repeats weekly.
> mark done
Done: Pay the rent. Next due Sunday 27 December.
