#! args: --demo
Tasks, 2 sections, 5 rows.
# Folds belong to the sidebar style: another style shows every row, and back in sidebar the fold returns.
> style sidebar
Tasks style: sidebar.
> collapse Pending
Collapsed Pending, 3 rows hidden.
> style plain
Tasks style: plain.
> sections
2 sections.
1. Pending, 3 rows.
2. Completed, 2 rows.
> goto Call Ana
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> style sidebar
Tasks style: sidebar.
> sections
2 sections.
1. Pending, 3 rows, collapsed.
2. Completed, 2 rows.
> goto Buy
Error: Buy bread is in Pending, which is folded. Type expand Pending first.
# In another style expand is refused as collapse is, for the style: neither folds there.
> style grouped
Tasks style: grouped.
> expand Pending
Error: expand is only for the sidebar style, and Tasks is grouped. Type style sidebar first.
> style sidebar
Tasks style: sidebar.
> sections
2 sections.
1. Pending, 3 rows, collapsed.
2. Completed, 2 rows.
