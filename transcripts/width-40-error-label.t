#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# At width 40 a refusal's first word, Error:, stays on the line with what it
# says, never alone on a Braille line (25, trial25s N12).
> width 40
Width: 40.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3,
actions Done, Delete, Snooze.
> outdent
Error: Buy bread is already at the
top level.
> width 20
Width: 20.
> undo
Error: undo: nothing
to take back.
