#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# A filter belongs to the list open: from the lists it would hide rows of a list
# other than the one focused, so filter and filter off are refused there, naming
# the focused list, as a command that changes a list is.
> filter bread
Filter bread: 1 row matches.
Buy bread, 1 of 1, actions Done, Delete, Snooze.
> back
Lists, 4 lists.
Tasks, 1 of 4, 5 rows.
> next
Articles, 2 of 4, 5 rows, 3 unread.
> filter call
Error: filter shows only some rows of a list, and focus is on the lists. Type open to go into Articles.
> filter off
Error: filter shows only some rows of a list, and focus is on the lists. Type open to go into Articles. Answer to filter off.
> previous
Tasks, 1 of 4, 5 rows.
> filter off
Error: filter shows only some rows of a list, and focus is on the lists. Type open to go into Tasks.
> open
Tasks, filter bread: 1 row matches, 1 section.
Hint: for Lists, type back.
> filter off
Filter off, 5 rows.
