#! args: --demo
Tasks, 2 sections, 5 rows.
> sections
2 sections.
1. Pending, 3 rows.
2. Completed, 2 rows.
> section 2
Completed, section 2 of 2, 2 rows.
> section next
End of list.
> section previous
Pending, section 1 of 2, 3 rows.
> ps
Start of list.
> ns
Completed, section 2 of 2, 2 rows.
> section first
Pending, section 1 of 2, 3 rows.
> section last
Completed, section 2 of 2, 2 rows.
> section Pend
Pending, section 1 of 2, 3 rows.
> section 9
Error: section 9: there are only 2. Give a number from 1 to 2.
> section Nowhere
Error: "Nowhere" is not a section. Type sections to hear them.
> section
Error: section needs more. Usage: section next, previous, first, last, N or NAME.
