#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# At the list's title no row is focused to take the line as its new title: a line that
# is a row's whole title, or its number (rename 1: a number names row N everywhere
# else), is refused by that row's name, asking for the text after to or the colon; a
# number past the rows is refused as rename 9 to X is; a part of a title still needs a row.
> rename Call Ana
Error: rename Call Ana to what? Type the text after to.
> note Buy bread
Error: note Buy bread: what? Type the text after the colon.
> rename 1
Error: rename Buy bread to what? Type the text after to.
> note 2
Error: note Call Ana: what? Type the text after the colon.
> rename 9
Error: row 9: Pending has only 3. Give a number from 1 to 3, or type section and a number first.
> rename Nothing
Error: rename needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> rename 1 to Milk
Renamed Buy bread to Milk.
> goto 2
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> rename 1
Renamed Call Ana to 1.
