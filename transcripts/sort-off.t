#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# sort off goes back to manual order, as group off and filter off turn theirs off.
> sort due
Tasks sorted by due.
> sort off
Tasks in manual order.
> sort
Tasks in manual order. Answer to sort.
> sort due
Tasks sorted by due.
> sort manual
Tasks in manual order.
