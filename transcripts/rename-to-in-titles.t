#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Issue 25, P6: to sets the row off from its new title at each place it stands; the
# reading that names a whole title wins, even where the title holds to. A row that is
# not there is refused by name, and a line that reads two ways says how to quote.
> new list Trip
List Trip created.
Trip, no rows.
> add 42
Added 42, 1 of 1.
> add Go to the beach
Added Go to the beach, 2 of 2.
> add Talk to Ana
Added Talk to Ana, 3 of 3.
> rename "42" to 43
Renamed 42 to 43.
> rename Go to the beach to Go to the cinema
Renamed Go to the beach to Go to the cinema.
> rename Talk to Ana to Talk to Eva
Renamed Talk to Ana to Talk to Eva.
> rename Nothing to Something
Error: "Nothing" is not a row here; rename changed nothing. For the focused row, type rename . to TEXT.
> rename . to Talk to Luis
Renamed Talk to Eva to Talk to Luis.
> rename Talk to Luis tomorrow
Error: rename can be read two ways: Talk to Luis, text Luis tomorrow; or the focused row, text Talk to Luis tomorrow. A quoted title says which: rename "Talk to Luis" to Luis tomorrow.
> rename "Talk to Luis" to Luis tomorrow
Renamed Talk to Luis to Luis tomorrow.
> rename list Trip to Holidays
List Trip renamed to Holidays.
> list
Holidays, 3 rows.
43.
Go to the cinema.
Luis tomorrow.
