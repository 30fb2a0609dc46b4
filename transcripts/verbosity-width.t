#! args: --demo
Tasks, 2 sections, 5 rows.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3.
Actions: Done, Delete, Snooze.
> verbosity
Verbosity: normal.
> verbosity low
Verbosity: low.
> next
Call Ana, 2.
> verbosity high
Verbosity: high.
> next
Pay the rent, 3 of 3, pinned.
Actions: Done, Snooze.
Hint: Type actions to hear what they do, or read for the whole row.
> verbosity normal
Verbosity: normal.
> width 20
Width: 20.
> read
Pay the rent, 3 of
3, pinned.
In Pending.
Actions: Done,
Snooze.
> width off
Width: off.
> width
Width: off. Again.
