#! args: --memory --today 2026-12-05
Lists: none yet. Type new list and a name.
# every monday after done is refused, saying why and what to type: a weekday repeat comes back on its weekday. every monday, done late on Saturday 5 December, comes back the Monday after the day it was done.
> new list Chores
List Chores created.
Chores, no rows.
> field add due date
Field due added to Chores: date.
> field add done boolean
Field done added to Chores: boolean.
> add Gym
Added Gym, 1 of 1.
> set due 2026-11-23
Gym: overdue since 23 November.
> repeat every monday after done
Error: every monday after done: a repeat on a weekday comes back on that weekday, so it can't count from the day it is done. Type repeat every monday, or repeat every week after done.
> repeat every monday
Gym repeats weekly.
> mark done
Done: Gym, 2 times missed. Next due Monday 7 December.
> read
Gym, 1 of 1, due Monday, repeats weekly, actions Delete.
Done once.
