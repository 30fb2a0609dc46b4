#! args: --demo
Tasks, 2 sections, 5 rows.
# The same answer to another command of the same verb names it (move up after move
# down); to the same command it says Again, and once more it counts on: never Again
# twice in a row, which would be two identical lines.
> back
Lists, 4 lists.
Tasks, 1 of 4, 5 rows.
> move down
Error: move needs a row, and focus is on the lists. Type open to go into Tasks.
> move up
Error: move needs a row, and focus is on the lists. Type open to go into Tasks. Answer to move up.
> move up
Error: move needs a row, and focus is on the lists. Type open to go into Tasks. Again.
> open Tasks
Tasks, 2 sections, 5 rows.
Hint: for Lists, type back.
> section 2
Completed, section 2 of 2, 2 rows.
> read on
Completed, 2 of 2, 2 rows.
Renew passport, done.
Water the plants, done.
Footer: Archived after thirty days.
> read on
Footer: Archived after thirty days. Again.
> read on
Footer: Archived after thirty days. Again, 3 times in a row.
