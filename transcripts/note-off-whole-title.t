#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 (trial47b): note off takes a row's note off for a whole title, a number or a dot; words that only start a title read two ways and are refused, saying how to type each.
> goto Call Ana
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> note Buy bread: flour
Note on Buy bread: flour.
> note off buy
Error: buy only starts Buy bread. Type note off Buy bread to take its note off, or for this row's note, note .: off buy.
> note .: off buy
Note on Call Ana: off buy.
> note off Buy bread
Buy bread: note removed.
> undo
Undid note off on Buy bread: note flour again.
Buy bread, 1 of 3.
> note off 1
Buy bread: note removed.
