#! args: --demo
Tasks, 2 sections, 5 rows.
# list, list all and read on are a say-all: each section's place and count once, in
# its header, then rows without positions. A long reading stops after a page.
> page
Page: 20 rows.
> page 2
Page: 2 rows.
> list all
Pending, 1 of 2, 3 rows.
Buy bread.
Call Ana.
3 more. Type more.
> more
Pay the rent, pinned.
Completed, 2 of 2, 2 rows.
Renew passport, done.
1 more. Type more.
# Where a reading stops, focus stops; looking, as where does, leaves it to go on.
> where
Renew passport, 1 of 2.
Content column: Tasks, section Completed.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> more
Water the plants, done.
Footer: Archived after thirty days.
> more
Error: more: nothing is left of the last answer. Type list, or read on from the focus, to hear rows.
> goto 1
Renew passport, 1 of 2, done, actions Delete, Snooze.
> read on
Renew passport, done.
Water the plants, done.
Footer: Archived after thirty days.
> next
End of list.
# Moving ends a reading that stopped.
> first
Tasks, 2 sections, 5 rows.
> read on
Pending, 1 of 2, 3 rows.
Buy bread.
Call Ana.
3 more. Type more.
> previous
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> more
Error: more: nothing is left of the last answer. Type list, or read on from the focus, to hear rows.
> page off
Page: no limit.
> read on
Buy bread.
Call Ana.
Pay the rent, pinned.
Completed, 2 of 2, 2 rows.
Renew passport, done.
Water the plants, done.
Footer: Archived after thirty days.
> verbosity low
Verbosity: low.
> list all
Pending, 3 rows
Buy bread
Call Ana
Pay the rent, pinned
Completed, 2 rows
Renew passport, done
Water the plants, done
Footer: Archived after thirty days
> page 0
Error: page does not take "0". Usage: page N from 1 to 10000, or page off.
