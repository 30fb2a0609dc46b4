#! args: --demo
Tasks, 2 sections, 5 rows.
# Opening a list says only what it cleared.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> open Tasks
Tasks, 2 sections, 5 rows.
> edit
Editing.
> select Buy bread
Buy bread selected, 1 in all.
> open Articles
Articles, 2 sections, 5 rows.
Selection cleared.
Editing ended.
> open Inbox
Inbox, 3 rows.
> goto 1
Lunch on Friday, 1 of 3, unread, collapsed, 1 unread reply, actions Delete.
> open
Detail: Lunch on Friday, 1 of 3, selected. 1 unread reply.
Notes: Shall we meet at noon on Friday?
Lunch on Friday: read.
Hint: for Inbox, type back.
> open Archive
Archive, 2 rows.
Selection cleared.
Detail closed.
> profile pad
Profile: pad.
> open Tasks
Tasks, 2 sections, 5 rows.
> select 1
Buy bread selected, 1 in all.
Detail: Buy bread. Type open to go there.
> open Inbox
Inbox, 3 rows.
Selection cleared.
