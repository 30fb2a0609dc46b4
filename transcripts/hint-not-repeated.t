#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# At high verbosity a hint follows an answer once: the same hint is not said again
# after every move, until another hint was said.
> verbosity high
Verbosity: high.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
Hint: actions says what they do; read says the whole row.
> next
Call Ana, 2 of 3.
> next
Pay the rent, 3 of 3, pinned, actions Snooze.
> section next
Completed, section 2 of 2, 2 rows.
Hint: next reads its rows; section next skips it.
> next
Renew passport, 1 of 2, done, actions Delete, Snooze.
Hint: actions says what they do; read says the whole row.
