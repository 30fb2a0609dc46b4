#! args: --memory --demo --today 2026-12-05
Tasks, 2 sections, 5 rows.
# A day of the month out of 1 to 31 is refused as out of range, whatever the number, never in days.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> repeat every month on the 32nd
Error: every month on the 32nd is out of range: repeat takes a day of the month from the 1st to the 31st.
> repeat every month on the 0th
Error: every month on the 0th is out of range: repeat takes a day of the month from the 1st to the 31st.
> repeat every month on the -9223372036854775808
Error: every month on the -9223372036854775808 is out of range: repeat takes a day of the month from the 1st to the 31st.
> repeat every month on the 99999999999999999999th
Error: every month on the 99999999999999999999th is out of range: repeat takes a day of the month from the 1st to the 31st.
> repeat every 1000 days
Error: every 1000 days is out of range: repeat takes from 1 to 999 days.
> repeat every month on the 5th
Buy bread repeats monthly on the 5th. Due today.
