#! args: --demo
Tasks, 2 sections, 5 rows.
# A list is renamed or deleted by name; deleting asks nothing, says how many rows went, and undo brings it back.
> rename list Articles to Reading
List Articles renamed to Reading.
> lists
4 lists.
1. Tasks, 5 rows, open.
2. Reading, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
> rename list Reading to Tasks
Error: Tasks is taken: a list has that name. Choose another name.
> rename list Nothing to Else
Error: "Nothing" is not a list. Type lists to hear them.
> delete list Reading
List Reading deleted, 5 rows.
> lists
3 lists.
1. Tasks, 5 rows, open.
2. Inbox, 3 rows, 2 unread, 1 unread reply.
3. Archive, 2 rows.
> undo
Undid delete of list Reading.
> lists
4 lists.
1. Tasks, 5 rows, open.
2. Reading, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
> delete list Tasks
List Tasks deleted, 5 rows.
Reading, 2 sections, 5 rows.
> delete list Nowhere
Error: "Nowhere" is not a list. Type lists to hear them.
> undo
Undid delete of list Tasks.
> open Tasks
Tasks, 2 sections, 5 rows.
Hint: for Lists, type back.
> undo
Undid rename of list Reading: Articles again.
> lists
4 lists.
1. Tasks, 5 rows, open.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
