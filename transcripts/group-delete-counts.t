#! args: --demo --now 2026-12-02T08:00
Tasks, 2 sections, 5 rows.
# In a grouped list a delete says the rows left in the group the row was heard in, as the next row's count says them, not in the stored section the grouping hides.
> goto 2
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> set due tomorrow
Call Ana: due tomorrow.
> group due
Tasks grouped by due.
> goto 1
Call Ana, 1 of 1, due tomorrow.
> delete
Deleted Call Ana. No rows left.
Tasks, 1 section, 4 rows.
> undo
Undid delete of Call Ana.
Call Ana, 1 of 1, due tomorrow.
> section next
No date, section 2 of 2, 4 rows.
> goto 1
Buy bread, 1 of 4.
> delete
Deleted Buy bread. 3 rows left.
Pay the rent, 1 of 3, pinned.
