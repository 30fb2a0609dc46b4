#! args: --demo
Tasks, 2 sections, 5 rows.
> list
Pending, section 1 of 2, 3 rows.
Buy bread, 1 of 3.
Call Ana, 2 of 3.
Pay the rent, 3 of 3, pinned.
> list all
Pending, section 1 of 2, 3 rows.
Buy bread, 1 of 3.
Call Ana, 2 of 3.
Pay the rent, 3 of 3, pinned.
Completed, section 2 of 2, 2 rows.
Renew passport, 1 of 2, done.
Water the plants, 2 of 2, done.
Footer: Archived after thirty days.
> section 2
Completed, section 2 of 2, 2 rows.
> list
Completed, section 2 of 2, 2 rows. Again.
Renew passport, 1 of 2, done.
Water the plants, 2 of 2, done.
Footer: Archived after thirty days.
> l Pending
Pending, section 1 of 2, 3 rows.
Buy bread, 1 of 3.
Call Ana, 2 of 3.
Pay the rent, 3 of 3, pinned.
> list Nowhere
Error: no section "Nowhere". Type sections to hear them.
