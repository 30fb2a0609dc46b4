#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 (trial47 N5): a collapsed row names its unread replies as the sidebar does, "1 unread reply", never a bare "1 unread" after the row's own "unread"; when every reply is unread the two counts are one.
> open Inbox
Inbox, 3 rows.
Hint: for Lists, type back.
> next
Lunch on Friday, 1 of 3, unread, collapsed, 1 unread reply, actions Delete.
> add child Me too
Added Me too under Lunch on Friday, level 2, 2 of 2, unread.
> goto Lunch
Lunch on Friday, level 1, 1 of 3, unread, expanded, 2 replies.
> collapse
Collapsed Lunch on Friday, 2 replies.
> mark read Me too
Me too: read.
> goto Lunch
Lunch on Friday, 1 of 3, unread, collapsed, 2 replies, 1 unread reply.
> lists
4 lists.
1. Tasks, 5 rows.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply, open.
4. Archive, 2 rows.
