#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Issue 25, N6: move to NAME, where NAME is no row but a section or another list,
# says which it is and the move that reaches it.
> section add Later
Section Later added, 3 of 3.
> goto Buy bread
Pending, section 1 of 3.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> move to Later
Error: "Later" is not a row here. Later is a section: type move to section Later.
> move to later
Error: "later" is not a row here. Later is a section: type move to section Later.
> move to Archive
Error: "Archive" is not a row here. Archive is a list: type move to list Archive.
> move to Nowhere
Error: "Nowhere" is not a row here. Type list to hear the rows.
> move to section Later
Moved Buy bread to Later, 1 of 1.
# Issue 25, N10: a row at another level gets a usage that reads as one.
> goto Call Ana
Pending, section 1 of 3.
Call Ana, 1 of 2.
> add child Dial
Added Dial under Call Ana, level 2, 1 of 1.
> move before Pay the rent
Error: move does not take "Pay the rent". Usage: move before ROW or after ROW for a row at the same level, or move to ROW to put it inside ROW.
