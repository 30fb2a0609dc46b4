#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 point 2: the end and start of a filtered list name the filter.
> filter overdue
Filter overdue: no rows match.
> next
Filter overdue: end of list.
> previous
Filter overdue: start of list.
> filter done
Filter done: 2 rows match.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> next
Water the plants, 2 of 2 in filter done, done, actions Delete, Snooze.
> next
Filter done: end of list.
> next
Filter done: end of list. Again.
> filter off
Filter off, 5 rows.
Water the plants, 2 of 2, done, actions Delete, Snooze.
> last
Footer: Archived after thirty days.
> next
End of list.
