#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# A note removed from a row that has none, a note set to the text it holds, and
# deselect all with nothing selected change nothing: said calmly, no undo step.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> note off
Buy bread has no note; nothing changed.
> undo
Error: undo: nothing to take back.
> note hi
Note on Buy bread: hi.
> note hi
Buy bread already has that note; nothing changed.
> undo
Undid note on Buy bread: no note again.
Buy bread, 1 of 3.
> undo
Error: undo: nothing to take back.
> edit on
Editing.
> deselect all
Nothing is selected; nothing changed.
> select 1
Buy bread selected, 1 in all.
> deselect all
Deselected all, none selected.
