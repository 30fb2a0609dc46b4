#! args: --demo
Tasks, 2 sections, 5 rows.
> goto 2
Pending, section 1 of 2.
Call Ana, 2 of 3.
Actions: Done, Delete, Snooze.
> g Pay
Pay the rent, 3 of 3, pinned.
Actions: Done, Snooze.
> goto Water the plants
Completed, section 2 of 2.
Water the plants, 2 of 2, done.
Actions: Done, Delete, Snooze.
> goto 9
Error: no row 9; there are 2. Give a number from 1 to 2.
> goto Nothing
Error: no row "Nothing" here. Type list to hear the rows.
> goto
Error: goto needs more. Usage: goto ROW.
> first
Tasks, 2 sections, 5 rows.
> find the
Pending, section 1 of 2.
Pay the rent, 3 of 3, pinned.
Actions: Done, Snooze.
> find
Completed, section 2 of 2.
Water the plants, 2 of 2, done.
Actions: Done, Delete, Snooze.
> find
Error: no row after this one contains "the". Try first, then find again, or a shorter text.
> / bread
Error: no row after this one contains "bread". Try first, then find again, or a shorter text.
> find zzz
Error: no row after this one contains "zzz". Try first, then find again, or a shorter text.
> find
Error: no row after this one contains "zzz". Try first, then find again, or a shorter text. Again.
