#! args: --demo
Tasks, 2 sections, 5 rows.
# select with a state whose rows the filter on hides all says the filter is why, as goto does; where the list takes one row at a time, that is said first.
> filter done
Filter done: 2 rows match.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> edit
Editing.
> select not done
Error: no not done row matches filter done. Type filter off to hear them all.
> filter off
Filter off, 5 rows.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> select overdue
Error: no overdue row here. Type list to hear the rows.
> open Articles
Articles, 2 sections, 5 rows.
Editing ended.
Hint: for Lists, type back.
> filter read
Filter read: 2 rows match.
Braille displays explained, 1 of 2, actions Delete.
> select unread
Error: Articles selects one row at a time, so select unread is not offered: select one row.
