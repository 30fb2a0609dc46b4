#! args: --demo
Tasks, 2 sections, 5 rows.
> section add Later
Section Later added, 3 of 3.
> add Fix the bike
Added Fix the bike, 1 of 1.
> footer Do these one day.
Footer of Later: Do these one day.
> list
Later, 3 of 3, 1 row.
Fix the bike.
Footer: Do these one day.
> section rename Someday
Section Later renamed to Someday.
> footer off
Footer of Someday removed.
> section 1
Pending, section 1 of 3, 3 rows.
> section delete
Error: Pending still has 3 rows; move or delete what it holds first.
> section Someday
Someday, section 3 of 3, 1 row.
> section delete
Error: Someday still has 1 row; move or delete what it holds first.
> goto Fix
Fix the bike, 1 of 1, actions Done, Delete, Snooze.
> delete
Deleted Fix the bike. No rows left.
Someday, section 3 of 3, no rows.
> section Someday
Someday, section 3 of 3, no rows. Answer to section Someday.
> section delete
Section Someday deleted.
Completed, section 2 of 2, 2 rows.
> undo
Undid delete of section Someday.
> sections
3 sections.
1. Pending, 3 rows.
2. Completed, 2 rows.
3. Someday, no rows.
