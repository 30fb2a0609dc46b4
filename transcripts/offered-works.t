#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 point 6: what can't work is not offered, and what is offered works.
# A row done and in Completed is not offered Done, which would change nothing.
> goto Renew passport
Completed, section 2 of 2.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> actions
Renew passport, 2 actions.
1. Delete, trailing, destructive, full swipe.
2. Snooze, trailing, orange.
Also: move down.
> do Done
Error: Renew passport is already done. Nothing changed.
# Pay the rent is pinned: Done would move it, so it is not offered; asked for, it says why.
> goto Pay the rent
Pending, section 1 of 2.
Pay the rent, 3 of 3, pinned, actions Snooze.
> do Done
Error: Pay the rent can't be moved: it is pinned.
# A list made like Tasks has its sections, so its Done has somewhere to move rows.
> new list Chores like Tasks
List Chores created.
Chores, 2 sections, no rows.
> sections
2 sections.
1. Pending, no rows.
2. Completed, no rows.
> add Sweep
Added Sweep, 1 of 1.
> do Done
Done: Sweep. Now in Completed.
> open Tasks
Tasks, 2 sections, 5 rows.
Back: Lists.
# Renaming the section Done moves rows to keeps Done working, and undo too.
> section Completed
Completed, section 2 of 2, 2 rows.
> section rename Finished
Section Completed renamed to Finished. Done now moves rows to Finished.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> do Done
Done: Buy bread. Now in Finished.
> undo
Undid Done on Buy bread.
Buy bread, 1 of 3.
> undo
Undid rename of section Completed.
> do Done
Done: Buy bread. Now in Completed.
> list Completed
Completed, 2 of 2, 3 rows.
Renew passport, done.
Water the plants, done.
Buy bread, done.
Footer: Archived after thirty days.
