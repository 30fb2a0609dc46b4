#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Opening a list that clears what the list left had (a selection, edit mode, a
# filter) says the same header plain open says, sections counted, then what was cleared.
> open Inbox
Inbox, 3 rows.
Hint: for Lists, type back.
> edit on
Editing.
> select 1
Lunch on Friday selected, 1 in all.
> open Tasks
Tasks, 2 sections, 5 rows.
Selection cleared.
Editing ended.
> filter Ana
Filter Ana: 1 row matches.
Call Ana, 1 of 1, actions Done, Delete, Snooze.
> open Inbox
Inbox, 3 rows.
Filter Ana off.
> open Tasks
Tasks, 2 sections, 5 rows.
