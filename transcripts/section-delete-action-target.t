#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Deleting the section an action moves rows to says that the action is no
# longer offered, as renaming it says where the action moves rows now.
> new list Chores like Tasks
List Chores created.
Chores, 2 sections, no rows.
> section 2
Completed, section 2 of 2, no rows.
> section delete
Section Completed deleted. Done no longer has a section to move rows to; it is not offered.
Pending, section 1 of 1, no rows.
> add Dust
Added Dust, 1 of 1.
> Done
Error: Done moves rows to Completed, and Chores has no such section. Type section add Completed first.
# Brought back, the section is the action's again.
> undo
Undid add of Dust.
Pending, section 1 of 1, no rows.
> undo
Undid delete of section Completed.
Done offered again.
> add Dust
Added Dust, 1 of 1.
> Done
Done: Dust. Now in Completed.
