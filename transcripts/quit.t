#! args: --demo
Tasks, 2 sections, 5 rows.
> next
Pending, section 1 of 2, 3 rows.
> quit
> next
