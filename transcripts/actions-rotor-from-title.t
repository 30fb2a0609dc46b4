#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Under the actions rotor, off a row (the list's title, a heading), next and
# first reach a row, as under the rows rotor; on the row, next steps its actions.
> rotor actions
Rotor: actions.
> next
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> next
Done, leading, 1 of 3.
> section 2
Completed, section 2 of 2, 2 rows.
> next
Renew passport, 1 of 2, done, actions Delete, Snooze.
> open Inbox
Inbox, 3 rows.
Hint: for Lists, type back.
> first
Lunch on Friday, 1 of 3, unread, collapsed, 1 unread reply, actions Delete.
> next
Delete, trailing, destructive, 1 of 1.
