#! args: --demo --verbosity high
Tasks, 2 sections, 5 rows.
Hint: next moves in; help gives the commands.
# A hint leads with the command it offers, within 12 cells, after Hint:.
> next
Pending, section 1 of 2, 3 rows.
Hint: next reads its rows; section next skips it.
> next
Buy bread, 1 of 3, actions Done, Delete, Snooze.
Hint: actions says what they do; read says the whole row.
> previous
Pending, section 1 of 2, 3 rows.
Hint: next reads its rows; section next skips it.
> previous
Tasks, 2 sections, 5 rows.
Hint: next moves in; help gives the commands.
