#! args: --memory --demo --today 2026-12-05
Tasks, 2 sections, 5 rows.
# A row moved to a list that declares none of its fields keeps their values, as a state it does not keep is left behind, and the move says both.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> set due friday
Buy bread: due Friday.
> field add cost number
Field cost added to Tasks: number.
> set cost 3
Buy bread: cost 3.
> Snooze
Snooze: Buy bread. Now snoozed.
> move to list Articles
Moved Buy bread to Articles, Today, 4 of 4.
Snoozed left behind: Articles keeps no such state. Cost and due kept, though Articles has no such fields. Now unread.
Call Ana, 1 of 2.
> undo
Undid move of Buy bread: back in Tasks.
Buy bread, 1 of 3, cost 3, due Friday, snoozed.
> unset cost
Buy bread: cost removed.
> move to list Articles
Moved Buy bread to Articles, Today, 4 of 4.
Snoozed left behind: Articles keeps no such state. Due kept, though Articles has no such field. Now unread.
Call Ana, 1 of 2.
