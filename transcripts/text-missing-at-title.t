#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# At the list's title no row is focused to take the line as its new title: a line that
# names a row is refused by that row's name, asking for the text after to or the colon.
> rename 1
Error: rename Buy bread to what? Type the text after to.
> rename Call Ana
Error: rename Call Ana to what? Type the text after to.
> note 2
Error: note Call Ana: what? Type the text after the colon.
> rename Nothing
Error: rename needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
