#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 point 9: undo and redo of a move between lists say where the rows are.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> move to list Inbox
Moved Buy bread to Inbox, 4 of 4.
Now unread.
Call Ana, 1 of 2.
> undo
Undid move of Buy bread: back in Tasks.
Buy bread, 1 of 3.
> redo
Redid move of Buy bread: now in Inbox.
Call Ana, 1 of 2.
> undo
Undid move of Buy bread: back in Tasks.
Buy bread, 1 of 3.
# Two moves of the same row: each undo says where it is back, so neither is Again.
> move to list Inbox
Moved Buy bread to Inbox, 4 of 4.
Now unread.
Call Ana, 1 of 2.
> open Inbox
Inbox, 4 rows.
Hint: for Lists, type back.
> goto Buy bread
Buy bread, 4 of 4, unread, actions Delete.
> move to list Archive
Moved Buy bread to Archive, 3 of 3.
Team meeting moved, 3 of 3, unread.
> undo
Undid move of Buy bread: back in Inbox.
Buy bread, 4 of 4, unread.
> undo
Undid move of Buy bread: back in Tasks.
Team meeting moved, 3 of 3, unread.
# Between sections of one list, undo names the section.
> open Tasks
Tasks, 2 sections, 5 rows.
> goto Call Ana
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> move to section Completed
Moved Call Ana to Completed, 3 of 3.
> undo
Undid move of Call Ana: back in Pending.
Call Ana, 2 of 3.
> redo
Redid move of Call Ana: now in Completed.
# Again marks the same command giving the same answer, and nothing else.
> last
Footer: Archived after thirty days.
> next
End of list.
> next
End of list. Again.
# Undo twice gives two answers; neither is Again.
> undo
Undid move of Call Ana: back in Pending.
Call Ana, 2 of 3.
> undo
Error: undo: nothing to take back.
