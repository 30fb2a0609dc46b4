#! args: --demo
Tasks, 2 sections, 5 rows.
# While a filter is on, a change counts among the rows the filter lets through, as next and goto count them, and says so once; a moved row is said beside the rows the filter shows, never beside one it hides.
> filter b
Filter b: 1 row matches.
Buy bread, 1 of 1, actions Done, Delete, Snooze.
> add Milk b
Added Milk b, 2 of 2 in filter b.
> goto 1
Buy bread, 1 of 2 in filter b.
> move down
Moved Buy bread to 2 of 2 in filter b, after Milk b.
> move up
Moved Buy bread to 1 of 2 in filter b, before Milk b.
> move to 2
Moved Buy bread to 2 of 2 in filter b, after Milk b.
> move top
Moved Buy bread to 1 of 2 in filter b, before Milk b.
> move top
Buy bread stays 1 of 2 in filter b; nothing moved.
> delete
Deleted Buy bread. 1 row left in filter b.
Milk b, 1 of 1.
> undo
Undid delete of Buy bread.
Buy bread, 1 of 2 in filter b.
> add Bread bin
Added Bread bin, 3 of 3 in filter b.
> edit
Editing.
> select all
Filter b: all selected, 3 in all.
> delete selection
Deleted 3 rows: Buy bread, Milk b, Bread bin. No rows left in filter b.
Tasks, filter b: no rows match.
> undo
Undid delete of 3 rows: Buy bread, Milk b, Bread bin.
Buy bread, Milk b and Bread bin selected again, 3 in all.
Buy bread, 1 of 3 in filter b, selected.
