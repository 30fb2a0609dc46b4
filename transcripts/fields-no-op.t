#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# pin on a pinned row changes nothing and leaves no undo step, as mark does.
> goto Pay the rent
Pending, section 1 of 2.
Pay the rent, 3 of 3, pinned, actions Snooze.
> pin
Pay the rent is already pinned; nothing changed.
> undo
Error: undo: nothing to take back.
> unpin
Pay the rent: unpinned.
> unpin
Pay the rent is already unpinned; nothing changed.
> undo
Undid unpin of Pay the rent.
Pay the rent, 3 of 3, pinned.
> mark done
Pay the rent: done.
> mark done
Pay the rent is already done; nothing changed.
# A boolean refused shows a value that fits.
> set pinned maybe
Error: pinned takes true or false, not "maybe". For example: set pinned true.
> set snoozed maybe
Error: snoozed takes true or false, not "maybe". For example: set snoozed true.
# A state the list has no field for is said as that, naming the fields it has.
> filter unread
Error: Tasks has no read field, so no row is unread. Its fields: done, due, snoozed, pinned.
> filter not unread
Error: Tasks has no read field, so no row is unread. Its fields: done, due, snoozed, pinned. Answer to filter not unread.
> filter "unread"
Filter "unread": no rows match.
> open Articles
Articles, 2 sections, 5 rows.
Filter "unread" off.
Hint: for Lists, type back.
> filter overdue
Error: Articles has no due field, so no row is overdue. Its fields: read.
> filter undone
Error: Articles has no done field, so no row is undone. Its fields: read.
> filter unread
Filter unread: 3 rows match.
Lists by ear, 1 of 3, unread, actions Delete.
