#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# A double quote left open is taken off: the title is what was meant, and a refusal says it back in one pair of quotes.
> goto "Buy
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> goto "Zed
Error: "Zed" is not a row here. Type list to hear the rows.
> rename "Call Ana to Call Eva
Renamed Call Ana to Call Eva.
> goto "42
Error: "42" is not a row here. Type list to hear the rows.
# A lone quote at the end is taken off the same way.
> goto Pay"
Pay the rent, 3 of 3, pinned, actions Snooze.
> goto Zed"
Error: "Zed" is not a row here. Type list to hear the rows.
# An empty title names no row.
> goto ""
Error: goto needs a title between the quotes.
> goto "
Error: goto needs a title between the quotes. Again.
