#! args: --demo
Tasks, 2 sections, 5 rows.
> profile
Profile: phone.
> profile pad
Profile: pad.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> select
Buy bread selected, 1 in all.
Detail: Buy bread. Type open to go there.
> select 2
Call Ana selected, 2 in all.
> selection
2 selected: Buy bread, Call Ana.
> open Articles
Articles, 2 sections, 5 rows.
Selection cleared.
Hint: for Lists, type back.
> goto 1
Today, section 1 of 2.
Lists by ear, 1 of 3, unread, actions Delete.
> select
Lists by ear selected, 1 in all.
Detail: Lists by ear. Type open to go there.
> select 2
Braille displays explained selected, 1 in all.
Lists by ear deselected.
Detail: Braille displays explained.
> selection
1 selected: Braille displays explained.
> select all
Error: Articles selects one row at a time, so select all is not offered.
> open Inbox
Inbox, 3 rows.
Selection cleared.
> profile phone
Profile: phone.
> goto 1
Lunch on Friday, 1 of 3, unread, collapsed, 1 unread reply, actions Delete.
> select
Lunch on Friday selected, 1 in all.
