#! args: --demo --verbosity low --width 20
Tasks, 2 sections,
5 rows.
> next
Pending, section 1,
3 rows.
> next
Buy bread, 1.
> goto Pay the rent
Pay the rent,
3, pinned.
> actions
Pay the rent,
1 action.
1. Snooze, trailing,
full swipe.
