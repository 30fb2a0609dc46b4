#! args: --memory --demo --today 2026-12-01 --width 40
Tasks, 2 sections, 5 rows.
# At 40 cells every line of a long answer ends where a phrase does when one is in
# its second half, not only the last two lines.
> add Pick up the dry cleaning, call the landlord about the leak, and book the train
Added Pick up the dry cleaning,
call the landlord about the leak,
and book the train, 4 of 4.
> read
Pick up the dry cleaning,
call the landlord about the leak,
and book the train, 4 of 4,
actions Done, Delete, Snooze.
In Pending.
Also: move up.
> new list Chores like Tasks
List Chores created.
Chores, 2 sections, no rows.
> section 2
Completed, section 2 of 2, no rows.
> section delete
Section Completed deleted.
Done no longer has a section to move
rows to; it is not offered.
Pending, section 1 of 1, no rows.
> add Dust
Added Dust, 1 of 1.
> Done
Error: Done moves rows to Completed,
and Chores has no such section.
Type section add Completed first.
