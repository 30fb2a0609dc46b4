#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# With one line in the history, a number past it is refused with the one number there is.
> next
Pending, section 1 of 2, 3 rows.
> !9223372036854775807
Error: !9223372036854775807 is not in the history. Give 1; type history to hear it.
> !1
Buy bread, 1 of 3, actions Done, Delete, Snooze.
# A number past any Int is said back as typed, not as the largest number listo holds.
> !99999999999999999999
Error: !99999999999999999999 is not in the history. Give 1; type history to hear it.
