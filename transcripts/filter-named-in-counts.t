#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# While a filter is on, an answer that counts names the filter once: read, goto N,
# a section's place, and where's count of the row, as goto's; the end of the list
# names it already, so it says nothing more.
> filter Ana
Filter Ana: 1 row matches.
Call Ana, 1 of 1, actions Done, Delete, Snooze.
> read
Call Ana, 1 of 1 in filter Ana, actions Done, Delete, Snooze.
In Pending.
> goto 1
Call Ana, 1 of 1 in filter Ana.
> next
End of matches. Filter Ana.
> where
Call Ana, 1 of 1 in filter Ana.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
Filter: Ana.
> previous
Pending, section 1 of 1 in filter Ana, 1 row.
> first
Tasks, filter Ana: 1 row matches, 1 section.
