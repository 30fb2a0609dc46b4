#! args: --demo
Tasks, 2 sections, 5 rows.
# With focus in the sidebar the focused thing is a list: a command that needs a row is refused and told to open one, never run on the row the content last had; a number there names a list, as goto's does.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> back
Lists, 4 lists.
Tasks, 1 of 4, 5 rows.
> rename X
Error: rename needs a row, and focus is on the lists. Type open to go into Tasks.
> delete
Error: delete needs a row, and focus is on the lists. Type open to go into Tasks.
> note bring cake
Error: note needs a row, and focus is on the lists. Type open to go into Tasks.
> select 2
Error: select needs a row, and focus is on the lists. Type open to go into Tasks.
> deselect all
Nothing is selected; nothing changed.
> next
Articles, 2 of 4, 5 rows, 3 unread.
> mark done
Error: mark needs a row, and focus is on the lists. Type open to go into Articles.
> open
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> rename Lists by ear to Lists by hand
Renamed Lists by ear to Lists by hand.
