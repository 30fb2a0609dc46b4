#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Dates are typed as people say them and said relative to today (Tuesday 1 December 2026).
> set 1 due today
Buy bread: due today.
> set 2 due tomorrow
Call Ana: due tomorrow.
> set 1 due yesterday
Buy bread: overdue 1 day.
> set 2 due fri
Call Ana: due Friday.
> set 1 due friday
Buy bread: due Friday.
> set 2 due tue
Call Ana: due 8 December.
> set 1 due next week
Buy bread: due 8 December.
> set 2 due in 3 days
Call Ana: due Friday.
> set 1 due in 2 weeks
Buy bread: due 15 December.
> set 2 due dec 9
Call Ana: due 9 December.
> set 1 due 9 dec
Buy bread: due 9 December.
> set 2 due December 19th
Call Ana: due 19 December.
> set 1 due 2026-12-10
Buy bread: due 10 December.
> set 2 due 2026-11-03
Call Ana: overdue since 3 November.
> set 1 due 2026-11-28
Buy bread: overdue 3 days.
> set 2 due 2027-01-15
Call Ana: due 15 January 2027.
> set 1 due nov 3
Buy bread: due 3 November 2027.
> set 1 due el viernes
Buy bread: due Friday.
> set 1 due 9 de diciembre
Buy bread: due 9 December.
> list
Pending, 1 of 2, 3 rows.
Buy bread, due 9 December.
Call Ana, due 15 January 2027.
Pay the rent, pinned.
# A value that does not fit the type is refused with values that do.
> set 1 due someday
Error: due takes a date, and "someday" is not one. For example: today, tomorrow, friday, in 3 days, dec 9 or 2026-12-09.
> set 1 due 2026-02-30
Error: due takes a date, and "2026-02-30" is not one. For example: today, tomorrow, friday, in 3 days, dec 9 or 2026-12-09.
> set 1 snoozed maybe
Error: snoozed takes true or false, not "maybe". For example: set snoozed true.
> set 1
Error: set needs more. Usage: set FIELD VALUE, or set ROW FIELD VALUE.
