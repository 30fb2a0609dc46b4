#! args: --demo
Tasks, 2 sections, 5 rows.
> goto 2
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> g Pay
Pay the rent, 3 of 3, pinned, actions Snooze.
> goto Water the plants
Completed, section 2 of 2.
Water the plants, 2 of 2, done, actions Delete, Snooze.
> goto 9
Error: row 9: there are only 2. Give a number from 1 to 2.
> goto Nothing
Error: "Nothing" is not a row here. Type list to hear the rows.
> goto
Error: goto needs more. Usage: goto ROW.
> first
Tasks, 2 sections, 5 rows.
> find the
Pending, section 1 of 2.
Pay the rent, 3 of 3, pinned, actions Snooze.
> find
Completed, section 2 of 2.
Water the plants, 2 of 2, done, actions Delete, Snooze.
> find
Error: "the": no more rows after this one. To go back to the first, type first, then find.
> / bread
Error: "bread": no more rows after this one. To go back to the first, type first, then find.
> find zzz
Error: "zzz" is in no row of Tasks. Try a shorter text, or search to look in every list.
> find
Error: "zzz" is in no row of Tasks. Try a shorter text, or search to look in every list. Answer to find.
