#! args: --demo
Tasks, 2 sections, 5 rows.
> list
Pending, 1 of 2, 3 rows.
Buy bread.
Call Ana.
Pay the rent, pinned.
> list all
Pending, 1 of 2, 3 rows.
Buy bread.
Call Ana.
Pay the rent, pinned.
Completed, 2 of 2, 2 rows.
Renew passport, done.
Water the plants, done.
Footer: Archived after thirty days.
> section 2
Completed, section 2 of 2, 2 rows.
> list
Completed, 2 of 2, 2 rows.
Renew passport, done.
Water the plants, done.
Footer: Archived after thirty days.
> l Pending
Pending, 1 of 2, 3 rows.
Buy bread.
Call Ana.
Pay the rent, pinned.
> list Nowhere
Error: "Nowhere" is not a section. Type sections to hear them.
