#! args: --demo
Tasks, 2 sections, 5 rows.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> verbosity
Verbosity: normal.
> verbosity low
Verbosity: low.
> next
Call Ana, 2.
# where at low verbosity leaves out what is as it starts: split, layout, rotor on items, edit mode off with nothing selected.
> where
Call Ana, 2. Answer to where.
Content column: Tasks, section Pending.
> select
Call Ana selected, 1 in all.
> where
Call Ana, 2, selected.
Content column: Tasks, section Pending.
Edit mode off, 1 selected.
> deselect
Call Ana deselected, none selected.
> verbosity high
Verbosity: high.
> next
Pay the rent, 3 of 3, pinned, actions Snooze.
Hint: actions says what they do; read says the whole row.
> verbosity normal
Verbosity: normal.
> width 20
Width: 20.
> read
Pay the rent,
3 of 3, pinned,
actions Snooze.
In Pending.
> width off
Width: no limit.
> width
Width: no limit. Answer to width.
# At high verbosity one hint follows the whole answer, after everything it says.
> verbosity high
Verbosity: high.
> first
Tasks, 2 sections, 5 rows.
Hint: next moves in; help gives the commands.
> section next
Pending, section 1 of 2, 3 rows.
Hint: next reads its rows; section next skips it.
> verbosity normal
Verbosity: normal.
