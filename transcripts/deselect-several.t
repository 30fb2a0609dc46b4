#! args: --demo
Tasks, 2 sections, 5 rows.
# deselect takes numbers and ranges as select does.
> edit on
Editing.
> select 1-3
Buy bread, Call Ana and Pay the rent selected, 3 in all.
> deselect 1, 2
Buy bread and Call Ana deselected, 1 still selected.
> selection
1 selected: Pay the rent.
> deselect 2-3
Pay the rent deselected, none selected.
> help deselect
deselect: deselect a row, some rows, all rows, or the rows in a state.
Usage: deselect, deselect ROW, deselect all, deselect 2-5, deselect 1, 3, 7, or deselect FIELD.
deselect 1, 3 or deselect 2-5 takes several rows out of the selection at once. deselect done takes every done row out of the selection.
> select 1, 2
Buy bread and Call Ana selected, 2 in all.
> deselect 1, 2, 3
Buy bread and Call Ana deselected, none selected.
> deselect 1-2
Buy bread and Call Ana are not selected; nothing changed.
> deselect 9
Error: row 9: Pending has only 3. Give a number from 1 to 3, or type section and a number first.
