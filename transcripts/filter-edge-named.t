#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 point 2: the end and start of a filtered list name the filter.
> filter overdue
Filter overdue: no rows match.
> next
End of matches. Filter overdue.
> previous
Start of matches. Filter overdue.
> filter done
Filter done: 2 rows match.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> next
Water the plants, 2 of 2 in filter done, done, actions Delete, Snooze.
> next
End of matches. Filter done.
> next
End of matches. Filter done. Again.
> filter off
Filter off, 5 rows.
Water the plants, 2 of 2, done, actions Delete, Snooze.
> last
Footer: Archived after thirty days.
> next
End of list.
