#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25, a trial's X1: a section that still holds one row is refused in words that fit one row as well as many.
> section 2
Completed, section 2 of 2, 2 rows.
> delete 2
Deleted Water the plants. 1 row left.
> section delete
Error: Completed still has 1 row; move or delete what it holds first.
