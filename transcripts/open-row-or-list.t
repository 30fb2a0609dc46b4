#! args: --demo
Tasks, 2 sections, 5 rows.
# open with a shortened name that starts a row here and a list takes the row, and
# names the lists it also starts, with how to open one.
> open Inbox
Inbox, 3 rows.
Hint: for Lists, type back.
> open In
Detail: Invoice for November, 2 of 3, selected. 1 reply.
Notes: Your invoice for November is ready.
"In" also starts list Inbox; type its whole name to open it.
Hint: for Inbox, type back.
> open Inbox
Inbox, 3 rows.
