#! args: --demo
Tasks, 2 sections, 5 rows.
# A command that would change nothing says so and leaves no undo step.
> next
Pending, section 1 of 2, 3 rows.
> style sidebar
Tasks style: sidebar.
> style sidebar
Tasks style is already sidebar; nothing changed.
> expand
Pending is already expanded; nothing changed.
> collapse
Collapsed Pending, 3 rows hidden.
> collapse
Pending is already collapsed; nothing changed.
> expand
Expanded Pending, 3 rows.
> goto 1
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> deselect
Buy bread is not selected; nothing changed.
# The undo steps left are the expand, the collapse and the style.
> undo
Undid expand of Pending.
> undo
Undid collapse of Pending.
> undo
Undid style change of Tasks.
> undo
Error: undo: nothing to take back.
# Again marks the same command giving the same answer, not another whose answer matches.
> next
Call Ana, 2 of 3.
> expand
Error: Call Ana has no subtasks to expand or collapse.
> expand Pending
Error: expand is only for the sidebar style, and Tasks is automatic. Type style sidebar first.
> expand Pending
Error: expand is only for the sidebar style, and Tasks is automatic. Type style sidebar first. Again.
