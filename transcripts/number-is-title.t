#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# A number past the rows, where a row is titled with it, says how to name that row.
> add 42
Added 42, 4 of 4.
> rename "42" to 43
Renamed 42 to 43.
> goto 43
Error: row 43: there are only 4. Give a number from 1 to 4. For the row titled 43, put it in quotes: "43".
> goto "43"
43, 4 of 4, actions Done, Delete, Snooze.
# A number past the rows that no row is titled with is refused as ever.
> goto 9
Error: row 9: there are only 4. Give a number from 1 to 4.
