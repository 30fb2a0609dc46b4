#! args: --store persist.db --demo
Tasks, 2 sections, 5 rows.
For the commands, type help.
# Changes survive a restart: write, quit, reopen, read.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> move bottom
Moved Buy bread to 3 of 3, after Pay the rent.
> swipe leading full
Done: Buy bread. Now in Completed.
> Snooze Call Ana
Snooze: Call Ana. Now snoozed.
> section add Later
Section Later added, 3 of 3.
> new list Groceries
List Groceries created.
Groceries, no rows.
> add Milk
Added Milk, 1 of 1.
> quit
#! restart
Tasks, 3 sections, 5 rows.
> lists
5 lists.
1. Tasks, 5 rows, open.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
5. Groceries, 1 row.
> open Tasks
Tasks is open, 3 sections, 5 rows.
> list all
Pending, 1 of 3, 2 rows.
Call Ana, snoozed.
Pay the rent, pinned.
Completed, 2 of 3, 3 rows.
Renew passport, done.
Water the plants, done.
Buy bread, done.
Footer: Archived after thirty days.
Later, 3 of 3, no rows.
> open Groceries
Groceries, 1 row.
Hint: for Lists, type back.
> list
Groceries, 1 row.
Milk.
> undo
Error: undo: nothing to take back.
