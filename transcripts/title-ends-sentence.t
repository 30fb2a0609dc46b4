#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 (trial25s N13): a title that ends its own sentence (Call mom., Why?) takes no second stop in an answer, an ellipsis keeps its three dots.
> add Call mom.
Added Call mom., 4 of 4.
> undo
Undid add of Call mom.
Pay the rent, 3 of 3, pinned.
> add Why?
Added Why?, 4 of 4.
> goto Why?
Why?, 4 of 4, actions Done, Delete, Snooze.
> Done
Done: Why? Now in Completed.
> undo
Undid Done on Why?
Why?, 4 of 4.
> add Wait...
Added Wait..., 5 of 5.
> undo
Undid add of Wait...
Why?, 4 of 4.
