#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# An action that sets a field the list no longer has is not offered, and typed is
# refused by name, as one that moves rows to a deleted section is.
> field remove snoozed
Field snoozed removed from Tasks. Snooze no longer has a field to set; it is not offered.
> goto Buy
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete.
> Snooze
Error: Snooze sets snoozed, and Tasks has no such field. Type field add snoozed boolean first.
> read
Buy bread, 1 of 3, actions Done, Delete.
In Pending.
Also: move down.
> actions
Buy bread, 2 actions.
1. Done, leading, full swipe, green.
2. Delete, trailing, destructive, full swipe.
Also: move down.
# Declared again, the action is offered and runs.
> field add snoozed boolean
Field snoozed added to Tasks: boolean.
Snooze offered again.
> Snooze
Snooze: Buy bread. Now snoozed.
# A state whose field is gone: the list has no fields at all.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> field remove read
Field read removed from Articles, and its value from 5 rows.
> filter unread
Error: Articles has no read field, so no row is unread. It has no fields.
> mark read
Error: Articles has no field "read". It has no fields. Add one with field add read boolean.
