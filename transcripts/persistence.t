#! args: --store persist.db --demo
Tasks, 2 sections, 5 rows.
# Changes survive a restart: write, quit, reopen, read.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3.
Actions: Done, Delete, Snooze.
> move bottom
Moved Buy bread to 3 of 3, after Pay the rent.
> swipe leading full
Done: Buy bread. Now in Completed.
> Snooze Call Ana
Snooze: Call Ana. Now snoozed.
> section add Later
Added section Later, 3 of 3.
> new list Groceries
Created list Groceries.
Groceries, no rows.
> add Milk
Added Milk, 1 of 1.
> quit
#! restart
Tasks, 3 sections, 5 rows.
> lists
5 lists.
1. Tasks, 5 rows, open.
2. Articles, 5 rows.
3. Inbox, 3 rows.
4. Archive, 2 rows.
5. Groceries, 1 row.
> open Tasks
Tasks, 3 sections, 5 rows.
Back goes to Lists.
> list all
Pending, section 1 of 3, 2 rows.
Call Ana, 1 of 2, snoozed.
Pay the rent, 2 of 2, pinned.
Completed, section 2 of 3, 3 rows.
Renew passport, 1 of 3, done.
Water the plants, 2 of 3, done.
Buy bread, 3 of 3, done.
Footer: Archived after thirty days.
Later, section 3 of 3, no rows.
Later is empty.
> open Groceries
Groceries, 1 row.
Back goes to Lists.
> list
Groceries, 1 row.
Milk, 1 of 1.
> undo
Error: nothing to undo.
