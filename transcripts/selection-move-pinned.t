#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25: a move of the selection refused by one row it holds says nothing changed and how to
# go on, as delete selection does (it said Pay the rent can't be moved: it is pinned.).
> edit on
Editing.
> select all
All selected, 5 rows.
> move selection to section Completed
Error: Pay the rent is pinned, so nothing changed. Deselect it or unpin it, then move selection again.
> move to section Completed
Error: Pay the rent is pinned, so nothing changed. Deselect it or unpin it, then move selection again. Answer to move to section Completed.
> done selection
Error: Pay the rent is pinned, so nothing changed. Deselect it or unpin it, then Done selection again.
> deselect Pay the rent
Pay the rent deselected, 4 still selected.
> move selection to section Completed
Moved Buy bread and Call Ana to Completed, 3 to 4 of 4.
> undo
Undid move of 2 rows.
Buy bread, 1 of 3, selected.
