#! args: --demo
Tasks, 2 sections, 5 rows.
# An action's step says move to section NAME as the move command does, or move to NAME.
> action add Archive leading set done then move to section Completed
Action Archive added, leading 2 of 2.
> action add File leading move to Completed
Action File added, leading 3 of 3.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Archive, File, Delete, Snooze.
> Archive
Archive: Buy bread. Now done. Now in Completed.
> undo
Undid Archive on Buy bread.
Buy bread, 1 of 3.
