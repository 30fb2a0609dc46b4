#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# At the list's title a row number counts the first section's rows: a number past them names that section.
> goto 600
Error: row 600: Pending has only 3. Give a number from 1 to 3, or type section and a number first.
> goto 3
Pending, section 1 of 2.
Pay the rent, 3 of 3, pinned, actions Snooze.
> first
Tasks, 2 sections, 5 rows.
> goto 0
Error: row 0: numbers start at 1. Give a number from 1 to 3.
# Inside a section the number is that section's, as before.
> section 2
Completed, section 2 of 2, 2 rows.
> goto 600
Error: row 600: there are only 2. Give a number from 1 to 2.
# note off with words that name no row: no note is taken off; on a row, both ways out are said.
> note off Nothing here
Error: "Nothing here" is not a row here. Type list to hear the rows.
> goto 1
Renew passport, 1 of 2, done, actions Delete, Snooze.
> note off Nothing here
Error: "Nothing here" is not a row here; no note was taken off. Type note off for the focused row's note, or note .: off Nothing here to write those words.
