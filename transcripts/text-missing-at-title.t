#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# At the list's title no row is focused to take the line as its new title: a line that
# is a row's whole title is refused by that row's name, asking for the text after to or
# the colon; a number or a part of a title still needs a row.
> rename Call Ana
Error: rename Call Ana to what? Type the text after to.
> note Buy bread
Error: note Buy bread: what? Type the text after the colon.
> rename 1
Error: rename needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> rename Nothing
Error: rename needs a row, and focus is on the title of Tasks. Move to one with next or goto 1. Answer to rename Nothing.
