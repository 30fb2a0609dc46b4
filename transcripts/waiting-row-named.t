#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# A row whose start date keeps it out of the list is named as waiting, with the filter
# that reaches it, never denied as "not a row here" while lists counts it.
> goto Pay the rent
Pending, section 1 of 2.
Pay the rent, 3 of 3, pinned, actions Snooze.
> set start friday
Pay the rent: waiting until Friday.
Call Ana, 2 of 2.
> goto Pay the rent
Error: Pay the rent is waiting until Friday, so it is not shown. Type filter waiting to reach it.
> delete Pay
Error: Pay the rent is waiting until Friday, so it is not shown. Type filter waiting to reach it. Answer to delete Pay.
> filter waiting
Filter waiting: 1 row matches.
Pay the rent, 1 of 1, pinned, waiting until Friday, actions Snooze.
> goto Pay the rent
Pay the rent, 1 of 1 in filter waiting, pinned, waiting until Friday.
