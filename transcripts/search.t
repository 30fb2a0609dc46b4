#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# search looks in the titles and notes of every list; open N goes to a hit.
> search ana
Search ana: 3 rows found.
1. Call Ana, Tasks, Pending.
2. Reply from Ana, Inbox.
3. Reply from Ana, Archive.
Type open and a number to go to one.
> search friday
Search friday: 1 row found.
1. Lunch on Friday, Inbox.
Type open and a number to go to one.
> open 2
Error: no search result 2; there is 1.
> where
Content column: Tasks.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> search Reply
Search Reply: 2 rows found.
1. Reply from Ana, Inbox.
2. Reply from Ana, Archive.
Type open and a number to go to one.
> search noon
Search noon: 2 rows found.
1. Lunch on Friday, Inbox, in notes.
2. Reply from Ana, Inbox, in notes.
Type open and a number to go to one.
> open 1
Inbox, 3 rows.
Lunch on Friday, 1 of 3, unread, collapsed, 1 unread reply, actions Delete.
> search zzz
Search zzz: no rows found.
> open 1
Detail: Lunch on Friday, 1 of 3, selected. 1 unread reply.
Notes: Shall we meet at noon on Friday?
Lunch on Friday: read.
Hint: for Inbox, type back.
> search ana
Search ana: 3 rows found.
1. Call Ana, Tasks, Pending.
2. Reply from Ana, Inbox.
3. Reply from Ana, Archive.
Type open and a number to go to one.
> next
Reply from Ana, 1 of 1, unread.
> open 1
Reply from Ana, 1 of 1. 1 reply.
Notes: Noon works. The usual place?
Reply from Ana: read.
> search
Error: search needs more. Usage: search TEXT.
# A hit inside a collapsed row opens the rows it is inside on the way, each said, and focus lands on it.
> search Reply
Search Reply: 2 rows found.
1. Reply from Ana, Inbox.
2. Reply from Ana, Archive.
Type open and a number to go to one.
> open 1
Expanded Lunch on Friday, 1 reply.
Reply from Ana, level 2, 1 of 1, collapsed, 1 reply.
> where
Reply from Ana, level 2, 1 of 1.
Content column: Inbox, then Lunch on Friday.
Split: balanced.
Rotor: items.
Edit mode off, 1 selected.
Layout: compact.
