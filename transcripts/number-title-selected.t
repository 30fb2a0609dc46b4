#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 (trial25q N10): a title that is a number is said as typed, without the
# quotes that only grouped it: 7 selected, 1 in all. A find that finds nothing names
# the text in one pair of quotes.
> add 1
Added 1, 4 of 4.
> select "1"
1 selected, 1 in all.
> deselect "1"
1 deselected, none selected.
> edit
Editing.
> select "1"
1 selected, 1 in all.
> goto 1
Buy bread, 1 of 4, actions Done, Delete, Snooze.
> select 1-2
Buy bread and Call Ana selected, 3 in all.
> selection
3 selected: Buy bread, Call Ana, 1.
> delete "1"
Deleted 1. 3 rows left.
> undo
Undid delete of 1.
1 selected again, 3 in all.
1, 4 of 4, selected.
> find "1"
Error: "1": no more rows after this one. To go back to the first, type first, then find.
> find "zz"
Error: "zz" is in no row of Tasks. Try a shorter text, or search to look in every list.
