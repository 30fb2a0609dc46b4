#! args: --demo
Tasks, 2 sections, 5 rows.
> goto call ana
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> rename . to Café crème
Renamed Call Ana to Café crème.
> first
Tasks, 2 sections, 5 rows.
> goto cafe CREME
Pending, section 1 of 2.
Café crème, 2 of 3.
> goto CAFÉ cr
Café crème, 2 of 3. Answer to goto CAFÉ cr.
> first
Tasks, 2 sections, 5 rows.
> find creme
Pending, section 1 of 2.
Café crème, 2 of 3.
> note Pay the rent: fresh coffee beans
Note on Pay the rent: fresh coffee beans.
> first
Tasks, 2 sections, 5 rows.
> find coffee be
Pending, section 1 of 2.
Pay the rent, 3 of 3, pinned, actions Snooze.
> find
Error: "coffee be": no more rows after this one. To go back to the first, type first, then find.
> filter crem
Filter crem: 1 row matches.
Café crème, 1 of 1.
> filter off
Filter off, 5 rows.
Café crème, 2 of 3.
> filter cafe coffee
Filter cafe coffee: no rows match.
> filter coffee
Filter coffee: 1 row matches.
Pay the rent, 1 of 1, pinned, actions Snooze.
> filter off
Filter off, 5 rows.
Pay the rent, 3 of 3, pinned.
