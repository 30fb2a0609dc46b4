#! args: --memory --demo --today 2026-12-03
Tasks, 2 sections, 5 rows.
# Issue 25, a fresh trial's N7: the right words with a number out of range are
# refused with the range, not with the forms the command takes; words that are
# wrong whatever their number still get the forms.
> goto Buy
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> repeat every 1000 weeks
Error: every 1000 weeks is out of range: repeat takes from 1 to 999 weeks.
> repeat every 0 days
Error: every 0 days is out of range: repeat takes from 1 to 999 days.
> repeat every 1000 fortnights
Error: "every 1000 fortnights" is not a repeat: repeat takes every week, every 2 days, every monday, every month on the 1st, every year, weekdays, every week after done, or off.
> set due in 3000000 days
Error: in 3000000 days is out of range: due takes from 0 to 36500 days.
> remind 99999 days before
Error: 99999 days before is out of range: remind takes from 0 to 365 days.
> repeat every 999 weeks
Buy bread repeats every 999 weeks. Due today.
# A repeat counted in years says its range in years, as typed.
> repeat every 100000 years
Error: every 100000 years is out of range: repeat takes from 1 to 999 years.
