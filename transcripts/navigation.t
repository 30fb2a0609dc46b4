#! args: --demo
Tasks, 2 sections, 5 rows.
> next
Pending, section 1 of 2, 3 rows.
> next
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> n
Call Ana, 2 of 3.
> n
Pay the rent, 3 of 3, pinned, actions Snooze.
> n
Completed, section 2 of 2, 2 rows.
> n
Renew passport, 1 of 2, done, actions Delete, Snooze.
> n
Water the plants, 2 of 2, done, actions Delete, Snooze.
> n
Footer: Archived after thirty days.
> n
End of list.
> next
End of list. Again.
> previous
Water the plants, 2 of 2, done, actions Delete, Snooze.
> p
Renew passport, 1 of 2, done, actions Delete, Snooze.
> first
Tasks, 2 sections, 5 rows.
> previous
Start of list.
> last
Footer: Archived after thirty days.
> next
End of list.
