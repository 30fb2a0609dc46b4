#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# find past its last match says plainly that there are no more and how to go back to the first; find alone finds again.
> find Buy
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> find
Error: "Buy": no more rows after this one. To go back to the first, type first, then find.
> first
Tasks, 2 sections, 5 rows.
> find
Pending, section 1 of 2.
Buy bread, 1 of 3.
> filter a
Filter a: 1 row matches.
Call Ana, 1 of 1.
> find Call
Error: "Call": no more rows in filter a after this one. To go back to the first, type first, then find.
