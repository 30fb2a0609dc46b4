#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 (trial47 N2): note off ROW removes that row's note, as unset ROW FIELD names its row; words after off that name no row are refused, saying how to take the focused row's note off and how to write them (note .: off ...), never written over the focused row's note.
> goto Buy
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> note Call Ana: bring cake
Note on Call Ana: bring cake.
> note off Call Ana
Call Ana: note removed.
> read Call Ana
Call Ana, 2 of 3, actions Done, Delete, Snooze.
In Pending.
Also: move up, move down.
> note off to the gym
Error: "to the gym" is not a row here; no note was taken off. Type note off for the focused row's note, or note .: off to the gym to write those words.
> note .: off to the gym
Note on Buy bread: off to the gym.
> undo
Undid note on Buy bread: no note again.
Buy bread, 1 of 3.
# Words that start a title, set off by a colon, name that row: the focused row is no rival reading (a note starting so is typed note .: TEXT).
> note Buy: flour
Note on Buy bread: flour.
> note off .
Buy bread: note removed.
# A row the filter hides is said hidden by it, and no note is written on the focused row.
> note Call Ana: bring cake
Note on Call Ana: bring cake.
> filter done
Filter done: 2 rows match.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> note off Call Ana
Error: Call Ana is hidden by filter done. Type filter off to reach it.
> read
Renew passport, 1 of 2 in filter done, done, actions Delete, Snooze.
In Completed.
