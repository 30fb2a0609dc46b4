#! args: --demo
Tasks, 2 sections, 5 rows.
# A quoted reference always means a title: "42" is the row called 42, 42 the 42nd row.
> add 42
Added 42, 4 of 4.
> goto "42"
42, 4 of 4, actions Done, Delete, Snooze.
> goto 1
Buy bread, 1 of 4.
> read "42"
42, 4 of 4, actions Done, Delete, Snooze.
In Pending.
Also: move up.
> set "42" due tomorrow
42: due tomorrow.
> rename "42" to 43
Renamed 42 to 43.
> goto 42
Error: row 42: there are only 4. Give a number from 1 to 4.
> section add 9
Section 9 added, 2 of 3.
> section "9"
9, section 2 of 3, no rows.
> section 9
Error: section 9: there are only 3. Give a number from 1 to 3.
> delete "43"
Deleted 43. 3 rows left.
