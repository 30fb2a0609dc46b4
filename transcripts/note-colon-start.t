#! args: --memory
Lists: none yet. Type new list and a name.
# Words before a colon and a space that start a title name that row, the focused one
# too: note no longer reads two ways. A note that starts so goes after .:
> new list A
List A created.
A, no rows.
> add Call Ana about the budget
Added Call Ana about the budget, 1 of 1.
> add Order chairs
Added Order chairs, 2 of 2.
> note Call Ana: phone 600 123 456
Note on Call Ana about the budget: phone 600 123 456.
> note Order: four
Note on Order chairs: four.
> note .: Order: six
Note on Order chairs: Order: six.
> read Call Ana about the budget
Call Ana about the budget, 1 of 2, actions Delete.
Notes: phone 600 123 456.
Also: move down.
# Without a colon, two readings on one row say the focused one as such.
> goto Call
Call Ana about the budget, 1 of 2, actions Delete.
> rename Call Ana about the budget Call Ana now
Error: rename can be read two ways: Call Ana about the budget, text Call Ana now; or the focused row, text Call Ana about the budget Call Ana now.
A quoted title says which: rename "Call Ana about the budget" to Call Ana now.
