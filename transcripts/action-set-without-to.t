#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# An action's set takes its value with or without to, as the set command does.
> action add Later trailing set due tomorrow
Action Later added, trailing 3 of 3.
> action add Soon trailing set due to friday then set snoozed
Action Soon added, trailing 4 of 4.
> actions 1
Buy bread, 5 actions.
1. Done, leading, full swipe, green.
2. Delete, trailing, destructive, full swipe.
3. Snooze, trailing, orange.
4. Later, trailing.
5. Soon, trailing.
Also: move down.
> Later 1
Later: Buy bread. Now due tomorrow.
> Soon 2
Soon: Call Ana. Now due Friday. Now snoozed.
> list
Pending, 1 of 2, 3 rows.
Buy bread, due tomorrow.
Call Ana, due Friday, snoozed.
Pay the rent, pinned.
