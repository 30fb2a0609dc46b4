#! args: --demo
Tasks, 2 sections, 5 rows.
# A focused row changed so that the filter no longer shows it is said hidden, and focus moves to the row it would go to.
> filter not done
Filter not done: 3 rows match.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> goto 1
Buy bread, 1 of 3 in filter not done.
> mark done
Buy bread: done.
Buy bread: now hidden by filter not done.
Call Ana, 1 of 2 in filter not done.
> where
Call Ana, 1 of 2 in filter not done. Answer to where.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
Filter: not done.
> next
Pay the rent, 2 of 2 in filter not done, pinned, actions Snooze.
# Done moves the row to Completed, which the filter hides: said so, and focus stays among the rows shown.
> previous
Call Ana, 1 of 2 in filter not done.
> Done
Done: Call Ana. Now in Completed.
Call Ana: now hidden by filter not done.
Pay the rent, 1 of 1 in filter not done, pinned.
# Undo brings it back where the filter shows it.
> undo
Undid Done on Call Ana.
Call Ana, 1 of 2 in filter not done.
# A rename that leaves the filter's words behind; with no row left to show, focus goes to the list's title.
> filter call
Filter call: 1 row matches.
> goto 1
Call Ana, 1 of 1 in filter call.
> rename Phone Ana
Renamed Call Ana to Phone Ana.
Phone Ana: now hidden by filter call.
Tasks, filter call: no rows match.
> where
Content column: Tasks.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
Filter: call.
# A row added under the filter is said hidden, and focus stays where it was.
> filter not done
Filter not done: 2 rows match.
Phone Ana, 1 of 2.
> goto 1
Phone Ana, 1 of 2 in filter not done.
> add Later row
Added Later row, 3 of 3 in filter not done.
> where
Later row, 3 of 3 in filter not done.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
Filter: not done.
> filter done
Filter done: 3 rows match.
Buy bread, 1 of 3, done.
> add Also hidden
Added Also hidden, hidden by filter done.
> where
Buy bread, 1 of 3 in filter done.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
Filter: done.
