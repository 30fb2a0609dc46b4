#! args: --memory --demo --today 2026-12-05
Tasks, 2 sections, 5 rows.
# A day typed to be kept, a due, a start or a reminder's, is at most a hundred years from today, as in 36500 days is: 0001-01-01, a slip for a year, is refused as out of range; a filter compares with any day.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> set due 0001-01-01
Error: 0001-01-01 is out of range: due takes a day within 100 years of today.
> set due 2126-12-06
Error: 2126-12-06 is out of range: due takes a day within 100 years of today.
> set due 2126-12-05
Buy bread: due 5 December 2126.
> set start 3000-01-01
Error: 3000-01-01 is out of range: start takes a day within 100 years of today.
> remind 9 dec 2200 9:00
Error: 9 dec 2200 9:00 is out of range: remind takes a day within 100 years of today.
> filter due before 1900-01-01
Filter due before 1900-01-01: no rows match.
