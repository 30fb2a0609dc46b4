#! args: --demo
Tasks, 2 sections, 5 rows.
# At the list's title no row is focused, so a line naming a row by number or title
# reads one way only and runs on that row; a line naming none still needs a row.
> rename 1 foo bar
Renamed Buy bread to foo bar.
> note 2 hello there
Note on Call Ana: hello there.
> read 2
Call Ana, 2 of 3, actions Done, Delete, Snooze.
In Pending.
Notes: hello there.
Also: move up, move down.
> rename Foo
Error: rename needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> first
Tasks, 2 sections, 5 rows.
> undo
Undid note on Call Ana: no note again.
Call Ana, 2 of 3.
