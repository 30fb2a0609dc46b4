#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25: a title that is a number leads a selection answer in quotes, since a
# count follows it; after a comma it is said bare.
> add 1
Added 1, 4 of 4.
> select "1"
"1" selected, 1 in all.
> deselect "1"
"1" deselected, none selected.
> edit
Editing.
> select "1"
"1" selected, 1 in all.
> goto 1
Buy bread, 1 of 4, actions Done, Delete, Snooze.
> select 1-2
Buy bread and Call Ana selected, 3 in all.
> selection
3 selected: Buy bread, Call Ana, 1.
