#! args: --demo
Tasks, 2 sections, 5 rows.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> select
Error: selecting several rows on a phone needs edit mode. Type edit first.
> edit
Editing.
> select
Selected Buy bread, 1 selected.
> select Call Ana
Selected Call Ana, 2 selected.
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
Selected Pay the rent, 3 selected.
> delete selection
Error: Pay the rent can't be deleted: it is pinned.
> deselect Pay the rent
Deselected Pay the rent, 2 selected.
> delete selection
Deleted 2 rows: Buy bread, Call Ana. 1 row left.
Pay the rent, 1 of 1, pinned.
> undo
Undid delete of 2 rows.
Buy bread, 1 of 3.
> edit off
Done editing.
> delete selection
Error: acting on the whole selection needs edit mode. Type edit, then the command again.
> select all
Error: selecting several rows on a phone needs edit mode. Type edit first.
> deselect all
Deselected all, none selected.
> selection
Selection is empty.
