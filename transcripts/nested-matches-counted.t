#! args: --store nested.db --demo
Tasks, 2 sections, 5 rows.
For the commands, type help.
# Counts say the rows inside that match or hold a state, beside the top-level count that numbers count.
> open Inbox
Inbox, 3 rows.
Hint: for Lists, type back.
> filter unread
Filter unread: 2 rows match, and 1 reply inside them.
Lunch on Friday, 1 of 2, unread, collapsed, shown open by the filter, 1 reply, actions Delete.
> list
Inbox, filter unread: 2 rows match, and 1 reply inside them.
Lunch on Friday, unread, collapsed, shown open by the filter, 1 reply.
Reply from Ana, level 2, unread, collapsed, 1 reply.
Team meeting moved, level 1, unread.
> sections
Inbox has no sections: 2 rows in filter unread. Type section add and a name to add one.
> lists
4 lists.
1. Tasks, 5 rows.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply, open, filter unread.
4. Archive, 2 rows.
> filter off
Filter off, 3 rows.
Lunch on Friday, 1 of 3, unread, collapsed, 1 unread reply.
> new list T
List T created.
T, no rows.
> add Apple
Added Apple, 1 of 1.
> add child Apricot
Added Apricot under Apple, level 2, 1 of 1.
> parent
Apple, level 1, 1 of 1, expanded, 1 subtask, actions Delete.
> add Banana
Added Banana, 2 of 2.
> filter ap
Filter ap: 1 row matches, and 1 subtask inside it.
Apple, 1 of 1, expanded, 1 subtask.
> list
T, filter ap: 1 row matches, and 1 subtask inside it.
Apple, expanded, 1 subtask.
Apricot, level 2.
> filter apri
Filter apri: 1 subtask matches, inside 1 row.
> add child Apricot jam
Added Apricot jam under Apple, level 2, 2 of 2 in filter apri.
> filter apri
Filter apri: 2 subtasks match, inside 1 row.
> filter off
Filter off, 2 rows.
Apricot jam, 2 of 2.
> goto Banana
Banana, level 1, 2 of 2.
> add child Apricot tart
Added Apricot tart under Banana, level 2, 1 of 1.
> filter apri
Filter apri: 3 subtasks match, inside 2 rows.
> list
T, filter apri: 3 subtasks match, inside 2 rows.
Apple, expanded, 2 subtasks.
Apricot, level 2.
Apricot jam.
Banana, level 1, expanded, 1 subtask.
Apricot tart, level 2.
> filter off
Filter off, 2 rows.
Apricot tart, 1 of 1.
> goto Banana
Banana, level 1, 2 of 2, expanded, 1 subtask.
> add Apricot pie
Added Apricot pie, 3 of 3.
> filter apri
Filter apri: 1 row and 3 subtasks match, in 3 rows.
#! restart
Tasks, 2 sections, 5 rows.
# Read again from the store, counted there: the same words.
> lists
5 lists.
1. Tasks, 5 rows, open.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
5. T, 3 rows.
