#! args: --store moves.db --demo
Tasks, 2 sections, 5 rows.
For the commands, type help.
# Rows move to another section or list keeping their id, fields and notes, said with where they land.
> goto Call Ana
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> note Call Ana: About Friday
Note on Call Ana: About Friday.
> Snooze
Snooze: Call Ana. Now snoozed.
> move to section Completed
Moved Call Ana to Completed, 3 of 3.
> undo
Undid move of Call Ana: back in Pending.
Call Ana, 2 of 3, snoozed.
> move to section Completed top
Moved Call Ana to Completed, 1 of 3.
> undo
Undid move of Call Ana: back in Pending.
Call Ana, 2 of 3, snoozed.
> move to section Pending
Call Ana stays 2 of 3; nothing moved.
> goto Pay the rent
Pay the rent, 3 of 3, pinned, actions Snooze.
> move to section Completed
Error: Pay the rent can't be moved: it is pinned.
> goto Call Ana
Call Ana, 2 of 3, snoozed.
> move to list Articles
Moved Call Ana to Articles, Today, 4 of 4.
Snoozed left behind: Articles keeps no such state. Now unread.
Pay the rent, 2 of 2, pinned.
> open Articles
Articles, 2 sections, 6 rows.
Hint: for Lists, type back.
> goto Call Ana
Today, section 1 of 2.
Call Ana, 4 of 4, unread, actions Delete.
> read
Call Ana, 4 of 4, unread, actions Delete. Answer to read.
In Today.
Notes: About Friday.
Also: move up.
> move to list Tasks section Completed
Moved Call Ana to Tasks, Completed, 3 of 3.
Morning news digest, 3 of 3, unread.
> move to list Nowhere
Error: "Nowhere" is not a list. Type lists to hear them.
> move to list Tasks section Nowhere
Error: Tasks has no section "Nowhere". Its sections: Pending, Completed.
> undo
Undid move of Call Ana: back in Articles.
Call Ana, 4 of 4, unread.
> quit
#! restart
Tasks, 2 sections, 4 rows.
> open Articles
Articles, 2 sections, 6 rows.
Hint: for Lists, type back.
> goto Call Ana
Today, section 1 of 2.
Call Ana, 4 of 4, unread, actions Delete.
> read
Call Ana, 4 of 4, unread, actions Delete. Answer to read.
In Today.
Notes: About Friday.
Also: move up.
