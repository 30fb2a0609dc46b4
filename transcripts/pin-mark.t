#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# pin and unpin set moveDisabled and deleteDisabled together; mark sets a state.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> pin
Buy bread: pinned.
> move down
Error: Buy bread can't be moved: it is pinned.
> delete
Error: Buy bread can't be deleted: it is pinned.
> pin
Buy bread is already pinned; nothing changed.
> unpin
Buy bread: unpinned.
> move down
Moved Buy bread to 2 of 3, after Call Ana.
> undo
Undid move of Buy bread: 1 of 3, before Call Ana.
Buy bread, 1 of 3.
> undo
Undid unpin of Buy bread.
Buy bread, 1 of 3, pinned.
> mark done
Buy bread: done.
> undo
Undid mark done of Buy bread: not done again.
Buy bread, 1 of 3, pinned.
> mark done 2
Call Ana: done.
> mark undone 2
Call Ana: not done.
> mark undone 2
Call Ana is already not done; nothing changed.
> mark not snoozed 1
Buy bread is already not snoozed; nothing changed.
> mark colour
Error: Tasks has no field "colour". Its fields: done, due, snoozed, pinned. Add one with field add colour TYPE.
# Done on a done row says it is already done and changes nothing.
> section next
Completed, section 2 of 2, 2 rows.
> next
Renew passport, 1 of 2, done, actions Delete, Snooze.
> Done
Renew passport is already done; nothing changed.
> undo
Undid mark not done of Call Ana: done again.
Call Ana, 2 of 3, done.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> next
Today, section 1 of 2, 3 rows, 2 unread.
> next
Lists by ear, 1 of 3, unread, actions Delete.
> mark read
Lists by ear: read.
> mark unread
Lists by ear: unread.
> mark read 2
Braille displays explained is already read; nothing changed.
> mark unread 2
Braille displays explained: unread.
# Opening a message in the detail reads it, as Mail does; undo takes it back.
> open Inbox
Inbox, 3 rows.
> next
Lunch on Friday, 1 of 3, unread, collapsed, 1 unread reply, actions Delete.
> open
Detail: Lunch on Friday, 1 of 3, selected. 1 unread reply.
Notes: Shall we meet at noon on Friday?
Lunch on Friday: read.
Hint: for Inbox, type back.
> back
Content column.
Lunch on Friday, 1 of 3, selected, collapsed, 1 unread reply.
> read
Lunch on Friday, level 1, 1 of 3, selected, collapsed, 1 unread reply, actions Delete.
Notes: Shall we meet at noon on Friday?
Also: move down.
> undo
Undid mark read of Lunch on Friday: unread again.
Lunch on Friday, 1 of 3, unread, selected, collapsed, 1 unread reply.
> read
Lunch on Friday, level 1, 1 of 3, unread, selected, collapsed, 1 unread reply, actions Delete.
Notes: Shall we meet at noon on Friday?
Also: move down.
