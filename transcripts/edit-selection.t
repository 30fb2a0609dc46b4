#! args: --demo
Tasks, 2 sections, 5 rows.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> select
Buy bread selected, 1 in all.
> edit
Editing.
> select
Buy bread is already selected; nothing changed.
> select Call Ana
Call Ana selected, 2 in all.
> selection
2 selected: Buy bread, Call Ana.
> rotor selected
Rotor: selected.
> next
Call Ana, 2 of 3, selected.
> next
End of list.
> next
End of list. Again.
> select Pay the rent
Pay the rent selected, 3 in all.
> delete selection
Error: Pay the rent is pinned, so nothing was deleted. Deselect it or unpin it, then delete selection again.
> deselect Pay the rent
Pay the rent deselected, 2 still selected.
> delete selection
Deleted 2 rows: Buy bread, Call Ana. 1 row left.
Pay the rent, 1 of 1, pinned.
> undo
Undid delete of 2 rows: Buy bread, Call Ana.
Buy bread and Call Ana selected again, 2 in all.
Buy bread, 1 of 3, selected.
> edit off
Done editing.
> delete selection
Error: acting on the whole selection needs edit mode. Type edit, then the command again.
> select all
Error: Tasks selects several rows on a phone only in edit mode; outside it, one at a time. Type edit, then select again.
> deselect all
Deselected all, none selected.
> selection
Selection is empty.
