#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Undo of a field remove or a section delete brings back the actions that need
# it, and says so; redo says the withdrawal again.
> field remove snoozed
Field snoozed removed from Tasks. Snooze no longer has a field to set; it is not offered.
> undo
Undid field remove of snoozed.
Snooze offered again.
> redo
Redid field remove of snoozed.
Snooze no longer has a field to set; it is not offered.
> undo
Undid field remove of snoozed.
Snooze offered again.
> new list Chores like Tasks
List Chores created.
Chores, 2 sections, no rows.
> section 2
Completed, section 2 of 2, no rows.
> section delete
Section Completed deleted. Done no longer has a section to move rows to; it is not offered.
Pending, section 1 of 1, no rows.
> undo
Undid delete of section Completed.
Done offered again.
> redo
Redid delete of section Completed.
Done no longer has a section to move rows to; it is not offered.
# A section added by the name an action moves rows to offers it again, and the
# undo of that add withdraws it.
> section add Completed
Section Completed added, 2 of 2.
Done offered again.
> undo
Undid section add of Completed.
Done no longer has a section to move rows to; it is not offered.
Chores, 1 section, no rows.
