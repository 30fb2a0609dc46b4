#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25: undo and redo of a mark name the mark and the state the row holds again,
# never the state the undo took away (it said Undid read on Invoice for November.).
> open Inbox
Inbox, 3 rows.
Hint: for Lists, type back.
> goto Invoice
Invoice for November, 2 of 3, collapsed, 1 reply, actions Delete.
> mark unread
Invoice for November: unread.
> undo
Undid mark unread of Invoice for November: read again.
Invoice for November, 2 of 3, collapsed, 1 reply.
> redo
Redid mark unread of Invoice for November: unread again.
> open Tasks
Tasks, 2 sections, 5 rows.
> goto Water
Completed, section 2 of 2.
Water the plants, 2 of 2, done, actions Delete, Snooze.
> mark undone
Water the plants: not done.
> undo
Undid mark not done of Water the plants: done again.
Water the plants, 2 of 2, done.
> redo
Redid mark not done of Water the plants: not done again.
> mark done
Water the plants: done.
> mark snoozed
Water the plants: snoozed.
> undo
Undid mark snoozed of Water the plants: not snoozed again.
Water the plants, 2 of 2, done.
