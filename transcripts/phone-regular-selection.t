#! args: --demo --layout regular --profile phone
Tasks, 2 sections, 5 rows.
# Issue 25 point 11: on a phone in the regular layout the selection drives the
# detail, as NavigationSplitView's selection does.
> open Articles
Articles, 2 sections, 5 rows.
> select Lists by ear
Lists by ear selected, 1 in all.
Detail: Lists by ear, 1 of 3, unread, selected.
> select Morning news digest
Morning news digest selected, 1 in all.
Lists by ear deselected.
Detail: Morning news digest, 3 of 3, unread, selected.
> deselect all
Deselected all, none selected.
Detail is empty. Open a row from Articles.
