#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 point 6: what can't work is not offered, and what is offered works.
# Pay the rent is pinned: Done would move it, so Done is not offered there; asking still gets the reason.
> goto Pay the rent
Pending, section 1 of 2.
Pay the rent, 3 of 3, pinned, actions Snooze.
> actions
Pay the rent, 1 action.
1. Snooze, trailing, full swipe, orange.
> swipe leading
Error: Pay the rent has no leading actions. Type actions to hear the ones it has.
> Done
Error: Pay the rent can't be moved to Completed by Done: it is pinned.
# A list made like Tasks gets its sections, empty, with their footers, so Done finds Completed there.
> new list Chores like Tasks
List Chores created.
Chores, 2 sections, no rows.
> sections
2 sections.
1. Pending, no rows.
2. Completed, no rows.
> add Sweep the floor
Added Sweep the floor, 1 of 1.
> Done
Done: Sweep the floor. Now in Completed.
> list all
Pending, 1 of 2, no rows.
Completed, 2 of 2, 1 row.
Sweep the floor, done.
Footer: Archived after thirty days.
> undo
Undid Done on Sweep the floor.
Sweep the floor, 1 of 1.
> open Tasks
Tasks, 2 sections, 5 rows.
Hint: for Lists, type back.
# Renaming a section carries the actions that move rows to it, in one change and one undo.
> section 2
Completed, section 2 of 2, 2 rows.
> section rename Finished
Section Completed renamed to Finished. Done now moves rows to Finished.
> section 1
Pending, section 1 of 2, 3 rows.
> goto 1
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> Done
Done: Buy bread. Now in Finished.
> undo
Undid Done on Buy bread.
Buy bread, 1 of 3.
> undo
Undid rename of section Finished: Completed again.
> goto 1
Buy bread, 1 of 3.
> Done
Done: Buy bread. Now in Completed.
