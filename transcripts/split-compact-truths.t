#! args: --demo --layout compact
Tasks, 2 sections, 5 rows.
# Issue 25 point 11 in the compact layout: opening says Detail every time and
# leaving says the content column every time; "Detail closed." only when one was open.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> open
Detail: Buy bread, 1 of 3.
Hint: for Tasks, type back.
> back
Content column.
Buy bread, 1 of 3.
Hint: for Lists, type back.
> open
Detail: Buy bread, 1 of 3.
> back
Content column.
Buy bread, 1 of 3.
> open Articles
Articles, 2 sections, 5 rows.
> open Tasks
Tasks, 2 sections, 5 rows.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3.
> open
Detail: Buy bread, 1 of 3.
> open Articles
Articles, 2 sections, 5 rows.
Detail closed.
