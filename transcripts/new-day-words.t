#! args: --memory --today 2026-12-05
Lists: none yet. Type new list and a name.
# Words new users typed: the day after tomorrow, repeat every year (29 February falls on the 28th in other years and comes back on the 29th), repeat every monday (the due moves to the next Monday), remind tomorrow at 18:00, and a refusal that quotes the words first. English reads no slashed date: 1/3 is 3 January to some and 1 March to others.
> new list Tasks
List Tasks created.
Tasks, no rows.
> field add due date
Field due added to Tasks: date.
> field add done boolean
Field done added to Tasks: boolean.
> add Call Ana
Added Call Ana, 1 of 1.
> set due the day after tomorrow
Call Ana: due Monday.
> set due day after tomorrow
Call Ana is already due Monday; nothing changed.
> set due 1/3
Error: due takes a date, and "1/3" is not one. For example: today, tomorrow, friday, in 3 days, dec 9 or 2026-12-09.
> set due jan 3
Call Ana: due 3 January 2027.
> repeat every monday
Call Ana repeats weekly. Due Monday 4 January 2027.
> remind tomorrow at 18:00
Call Ana: reminder tomorrow 6pm.
> repeat every moon
Error: "every moon" is not a repeat: repeat takes every week, every 2 days, every monday, every month on the 1st, every year, weekdays, every week after done, or off.
> add Birthday
Added Birthday, 2 of 2.
> set due 2028-02-29
Birthday: due 29 February 2028.
> repeat every year
Birthday repeats yearly.
> mark done
Done: Birthday. Next due Wednesday 28 February 2029.
> mark done
Done: Birthday. Next due Thursday 28 February 2030.
> mark done
Done: Birthday. Next due Friday 28 February 2031.
> mark done
Done: Birthday. Next due Sunday 29 February 2032.
> repeat every 2 years
Birthday repeats every 2 years.
