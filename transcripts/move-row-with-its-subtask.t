#! args: --demo
Tasks, 2 sections, 5 rows.
# A selection holding a row and its own subtask moves to another list once, and
# undo puts each back once (it used to stop listo).
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> add child Yeast
Added Yeast under Buy bread, level 2, 1 of 1.
> edit
Editing.
> select Yeast
Yeast selected, 1 in all.
> select Buy bread
Buy bread selected, 2 in all.
> move selection to list Inbox
Moved Buy bread to Inbox, 4 of 4.
Now unread.
Call Ana, 1 of 2.
> undo
Undid move of Buy bread: back in Tasks.
Buy bread and Yeast selected again, 2 in all.
Buy bread, 1 of 3, selected, expanded, 0 of 1 done.
> list
Pending, 1 of 2, 3 rows.
Buy bread, selected, expanded, 0 of 1 done.
Yeast, level 2, selected.
Call Ana, level 1.
Pay the rent, pinned.
> redo
Redid move of Buy bread: now in Inbox.
Call Ana, 1 of 2.
> undo
Undid move of Buy bread: back in Tasks.
Buy bread and Yeast selected again, 2 in all.
Buy bread, 1 of 3, selected, expanded, 0 of 1 done.
