#! args: --memory --today 2026-12-05
Lists: none yet. Type new list and a name.
# A monthly repeat keeps the day of the month it started on: from 31 January it falls on 28 February and comes back on 31 March. Set to another day, the due moves to the next such day and the answer says it. The repeat a row has, typed again, is named.
> new list Chores
List Chores created.
Chores, no rows.
> field add due date
Field due added to Chores: date.
> field add done boolean
Field done added to Chores: boolean.
> add Rent
Added Rent, 1 of 1.
> set due 2027-01-31
Rent: due 31 January 2027.
> repeat every month
Rent repeats monthly on the last day.
> mark done
Done: Rent. Next due Sunday 28 February 2027.
> mark done
Done: Rent. Next due Wednesday 31 March 2027.
> repeat every month
Rent already repeats monthly on the last day; nothing changed.
> add Gas
Added Gas, 2 of 2.
> set due 2026-12-10
Gas: due Thursday.
> repeat every month on the 15th
Gas repeats monthly on the 15th. Due Tuesday 15 December.
> read
Gas, 2 of 2, due 15 December, repeats monthly on the 15th, actions Delete.
Also: move up.
> undo
Undid repeat monthly on the 15th on Gas.
Gas, 2 of 2, due Thursday.
> add Water the plants
Added Water the plants, 3 of 3.
> repeat daily
Water the plants repeats daily. Due today.
> repeat daily
Water the plants already repeats daily; nothing changed.
> repeat every day after done
Water the plants repeats daily after done.
