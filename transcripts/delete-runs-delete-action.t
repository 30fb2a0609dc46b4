#! args: --demo
Tasks, 2 sections, 5 rows.
# delete runs the list's action called Delete, even after another deleting action is declared before it; only without one does it run another that deletes. Declaring that action says no hint about Delete.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> action add Archive leading delete
Action Archive added, leading 2 of 2.
> delete
Deleted Buy bread. 2 rows left.
Call Ana, 1 of 2.
> undo
Undid delete of Buy bread.
Buy bread, 1 of 3.
> do Archive
Archive: Buy bread. Deleted, 2 rows left.
Call Ana, 1 of 2.
> undo
Undid Archive on Buy bread.
Buy bread, 1 of 3.
> action remove Delete
Action Delete removed from trailing.
> delete
Archive: Buy bread. Deleted, 2 rows left.
Call Ana, 1 of 2.
