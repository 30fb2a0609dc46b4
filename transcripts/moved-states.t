#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 point 5: one truth for each state. A row moved to another list keeps
# only the states that list keeps: read moved out of Inbox into Tasks, done moved
# into Inbox, are left behind, so what is said, filtered and counted agree there.
> open Inbox
Inbox, 3 rows.
Hint: for Lists, type back.
> goto Lunch on Friday
Lunch on Friday, 1 of 3, unread, collapsed, 1 unread reply, actions Delete.
> move to list Tasks
Moved Lunch on Friday to Tasks, Pending, 4 of 4.
Read left behind: Tasks keeps no such state.
Invoice for November, 1 of 2, collapsed, 1 reply.
> open Tasks
Tasks, 2 sections, 6 rows.
> goto Lunch on Friday
Pending, section 1 of 2.
Lunch on Friday, 4 of 4, collapsed, 0 of 2 done, actions Done, Delete, Snooze.
> filter unread
Error: Tasks has no read field, so no row is unread. Its fields: done, due, snoozed, pinned.
> lists
4 lists.
1. Tasks, 6 rows, open.
2. Articles, 5 rows, 3 unread.
3. Inbox, 2 rows, 1 unread.
4. Archive, 2 rows.
> goto Renew passport
Completed, section 2 of 2.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> move to list Inbox
Moved Renew passport to Inbox, 3 of 3.
Done left behind: Inbox keeps no such state. Now unread.
Water the plants, 1 of 1, done.
> open Inbox
Inbox, 3 rows.
> list
Inbox, 3 rows. Answer to list.
Invoice for November, collapsed, 1 reply.
Team meeting moved, unread.
Renew passport, unread.
> filter done
Error: Inbox has no done field, so no row is done. Its fields: read.
# Undo puts each row back as it was.
> undo
Undid move of Renew passport: back in Tasks.
> open Tasks
Tasks, 2 sections, 6 rows.
> goto Renew passport
Completed, section 2 of 2.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> undo
Undid move of Lunch on Friday: back in Inbox.
> open Inbox
Inbox, 3 rows.
> goto Lunch on Friday
Lunch on Friday, 1 of 3, unread, collapsed, 1 unread reply, actions Delete.
