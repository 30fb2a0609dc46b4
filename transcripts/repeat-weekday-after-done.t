#! args: --memory --today 2026-12-05
Lists: none yet. Type new list and a name.
# every monday after done: done on Saturday 5 December, the next due is the Monday after the day it was done, whatever the due it had.
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
Gym repeats weekly.
> mark done
Done: Gym, 2 times missed. Next due Monday 7 December.
> read
Gym, 1 of 1, due Monday, repeats weekly, actions Delete.
Done once.
