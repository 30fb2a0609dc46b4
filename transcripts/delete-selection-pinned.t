#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 (trial47 N9): delete selection refused by a pinned row it holds says that nothing was deleted and what to do: deselect the row or unpin it; a pinned subtask is named with the row that holds it.
> edit on
Editing.
> select all
All selected, 5 rows.
> delete selection
Error: Pay the rent is pinned, so nothing was deleted. Deselect it or unpin it, then delete selection again.
> list
Pending, 1 of 2, 3 rows.
Buy bread, selected.
Call Ana, selected.
Pay the rent, pinned, selected.
> deselect all
Deselected all, none selected.
> goto Buy
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> add child Yeast
Added Yeast under Buy bread, level 2, 1 of 1.
> pin Yeast
Yeast: pinned.
> select Buy
Buy bread selected, 1 in all.
> delete selection
Error: Buy bread holds Yeast, which is pinned, so nothing was deleted. Deselect Buy bread or unpin Yeast, then delete selection again.
> deselect Buy
Buy bread deselected, none selected.
> select Call
Call Ana selected, 1 in all.
> delete selection
Deleted Call Ana. 2 rows left.
