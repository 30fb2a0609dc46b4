#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25, a fresh trial's N13: an undo or redo of a step in a list other than the
# open one names that list, for every kind of step; in the open list it does not.
# A step whose words name its list already says nothing more.
> goto Buy
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> rename to Rye bread
Renamed Buy bread to Rye bread.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> undo
Undid rename of Rye bread: Buy bread again, in Tasks.
> redo
Redid rename of Buy bread: Rye bread again, in Tasks.
> open Tasks
Tasks, 2 sections, 5 rows.
> goto Call
Pending, section 1 of 2.
Call Ana, 2 of 3.
> delete
Deleted Call Ana. 2 rows left.
Pay the rent, 2 of 2, pinned.
> field add cost number
Field cost added to Tasks: number.
> open Articles
Articles, 2 sections, 5 rows.
> undo
Undid field add of cost, in Tasks.
> undo
Undid delete of Call Ana, in Tasks.
> redo
Redid delete of Call Ana, in Tasks.
> open Tasks
Tasks, 2 sections, 4 rows.
> undo
Undid delete of Call Ana.
Call Ana, 2 of 3.
> sort due
Tasks sorted by due.
> open Articles
Articles, 2 sections, 5 rows.
> undo
Undid sort change of Tasks.
