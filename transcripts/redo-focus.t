#! args: --demo --profile pad
Tasks, 2 sections, 5 rows.
# Redoing a delete of several rows puts focus on the nearest row it leaves, not on one it takes away.
> edit on
Editing.
> select 1-2
Buy bread and Call Ana selected, 2 in all.
> delete selection
Deleted 2 rows: Buy bread, Call Ana. 1 row left.
> undo
Undid delete of 2 rows: Buy bread, Call Ana.
Buy bread and Call Ana selected again, 2 in all.
Buy bread, 1 of 3, selected.
> redo
Redid delete of 2 rows: Buy bread, Call Ana.
Pay the rent, 1 of 1, pinned.
> where
Pay the rent, 1 of 1.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode on, nothing selected.
Layout: compact.
