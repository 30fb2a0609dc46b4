#! args: --demo
Tasks, 2 sections, 5 rows.
# Rows inside rows are subtasks in a task list, in the list and in the detail alike.
> goto Call Ana
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> add child Buy a cake
Added Buy a cake under Call Ana, level 2, 1 of 1.
> add Wrap a present
Added Wrap a present under Call Ana, level 2, 2 of 2.
> parent
Call Ana, level 1, 2 of 3, expanded, 0 of 2 done.
> expand
Call Ana is already expanded, 0 of 2 done.
> collapse
Collapsed Call Ana, 0 of 2 done.
> collapse
Call Ana is already collapsed, 0 of 2 done.
> expand all
Call Ana expanded in full, 0 of 2 done at all levels.
> expand all
All of Call Ana is already expanded, 0 of 2 done at all levels.
> undo
Undid add of Wrap a present.
> open
Detail: Call Ana, 2 of 3. 0 of 1 done.
Hint: for Tasks, type back.
> open 1
Buy a cake, 1 of 1.
> back
Call Ana, 2 of 3. 0 of 1 done.
> back
Content column.
Call Ana, 2 of 3, expanded, 0 of 1 done.
Hint: for Lists, type back.
# A row's level is said when it differs from what was heard before it: after a section's name, a top-level row says none.
> goto Buy a cake
Buy a cake, level 2, 1 of 1.
> goto Renew passport
Completed, section 2 of 2.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> goto Buy a cake
Pending, section 1 of 2.
Buy a cake, level 2, 1 of 1.
> next
Pay the rent, level 1, 3 of 3, pinned, actions Snooze.
> next
Completed, section 2 of 2, 2 rows.
> next
Renew passport, 1 of 2, done, actions Delete, Snooze.
# A list of messages calls them replies, in the list and in the detail alike.
> open Inbox
Inbox, 3 rows.
> next
Lunch on Friday, 1 of 3, unread, collapsed, 1 unread reply, actions Delete.
> expand
Expanded Lunch on Friday, 1 reply.
> expand
Lunch on Friday is already expanded, 1 reply.
> next
Reply from Ana, level 2, 1 of 1, unread, collapsed, 1 reply.
> next
Invoice for November, level 1, 2 of 3, collapsed, 1 reply.
> expand
Expanded Invoice for November, 1 reply.
> open
Detail: Invoice for November, 2 of 3, selected. 1 reply.
Notes: Your invoice for November is ready.
> open 1
Receipt attached, 1 of 1.
Notes: The receipt is attached as a PDF.
> back
Invoice for November, 2 of 3, selected. 1 reply.
Notes: Your invoice for November is ready.
> back
Content column.
Invoice for November, 2 of 3, selected, expanded, 1 reply.
> goto Team meeting moved
Team meeting moved, 3 of 3, unread.
> expand
Error: Team meeting moved has no replies to expand or collapse.
> open Tasks
Tasks, 2 sections, 5 rows.
Selection cleared.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> open
Detail: Buy bread, 1 of 3.
> open 1
Error: Buy bread has no subtasks to open.
