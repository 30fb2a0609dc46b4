#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 point 7: footer off where there is none, or the footer a section already has, changes nothing, says so, and leaves no undo step.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> footer off
Pending has no footer; nothing changed.
> footer Keep going
Footer of Pending: Keep going.
> footer Keep going
Pending already has that footer; nothing changed.
> undo
Undid footer change of Pending.
> undo
Error: undo: nothing to take back.
> footer off
Pending has no footer; nothing changed.
