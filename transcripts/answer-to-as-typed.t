#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25: Answer to names the command wholly as typed.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> move top
Buy bread stays 1 of 3; nothing moved.
> move up
Buy bread stays 1 of 3; nothing moved. Answer to move up.
> r
Buy bread, 1 of 3, actions Done, Delete, Snooze.
In Pending.
Also: move down.
> read
Buy bread, 1 of 3, actions Done, Delete, Snooze. Again.
In Pending.
Also: move down.
