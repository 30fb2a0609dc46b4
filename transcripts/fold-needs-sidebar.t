#! args: --demo
Tasks, 2 sections, 5 rows.
# Sections fold only in the sidebar style: at the title of another list, and on a
# section of Tasks, expand is refused as collapse is, with the same advice.
> new list Trip
List Trip created.
Trip, no rows.
> add Plan
Added Plan, 1 of 1.
> add child Book train
Added Book train under Plan, level 2, 1 of 1.
> parent
Plan, level 1, 1 of 1, expanded, 1 subtask, actions Delete.
> collapse
Collapsed Plan, 1 subtask.
> add Pack
Added Pack, 2 of 2.
> first
Trip, 2 rows.
> expand
Error: expand is only for the sidebar style, and Trip is automatic. Type style sidebar first.
> collapse
Error: collapse is only for the sidebar style, and Trip is automatic. Type style sidebar first.
> open Tasks
Tasks, 2 sections, 5 rows.
Hint: for Lists, type back.
> section 2
Completed, section 2 of 2, 2 rows.
> collapse
Error: collapse is only for the sidebar style, and Tasks is automatic. Type style sidebar first.
> expand
Error: expand is only for the sidebar style, and Tasks is automatic. Type style sidebar first.
> style sidebar
Tasks style: sidebar.
> expand
Completed is already expanded; nothing changed.
> collapse
Collapsed Completed, 2 rows hidden.
> expand
Expanded Completed, 2 rows.
