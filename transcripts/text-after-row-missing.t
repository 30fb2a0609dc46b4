#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# A row set off with nothing after to or the colon is refused by its name; the focused row keeps its title and notes.
> goto Buy
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> rename Call to
Error: rename Call Ana to what? Type the text after to.
> rename Buy bread to
Error: rename Buy bread to what? Type the text after to.
> rename 2 to
Error: rename Call Ana to what? Type the text after to.
> note Call:
Error: note Call Ana: what? Type the text after the colon.
> read
Buy bread, 1 of 3, actions Done, Delete, Snooze.
In Pending.
Also: move down.
> rename Meet up to
Renamed Buy bread to Meet up to.
