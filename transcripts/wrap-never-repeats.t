#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# A repeated answer whose " Again." or " Answer to X." wraps onto a line of its
# own would leave two identical lines in a row (SPEC §4): the first line carries
# its last word down instead, at every width.
> width 20
Width: 20.
> undo
Error: undo: nothing
to take back.
> undo
Error: undo: nothing
to take back. Again.
> width 40
Width: 40.
> undo
Error: undo: nothing to take back.
> undo
Error: undo: nothing to take
back. Again.
> undo
Error: undo: nothing to take back.
Again, 3 times in a row.
> goto 0
Error: row 0: numbers start at 1.
Give a number from 1 to 3.
> open 0
Error: row 0: numbers start at 1.
Give a number from 1 to 3.
Answer to open 0.
> width 80
Width: 80.
> undo
Error: undo: nothing to take back.
> undo
Error: undo: nothing to take back. Again.
