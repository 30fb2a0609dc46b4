#! args: --demo
Tasks, 2 sections, 5 rows.
# A declared field sorts as it groups, even before a row holds it.
> sort due
Tasks sorted by due.
> group due
Tasks grouped by due.
Tasks, 1 section, 5 rows.
