#! args: --demo
Tasks, 2 sections, 5 rows.
> new list Groceries
List Groceries created.
Groceries, no rows.
> add Milk
Added Milk, 1 of 1.
> add Eggs
Added Eggs, 2 of 2.
> list
Groceries, 2 rows.
Milk.
Eggs.
> new list Chores like Tasks
List Chores created.
Chores, 2 sections, no rows.
> actions
Error: actions needs a row, and Chores has none. Add one with add TITLE.
> add Sweep
Added Sweep, 1 of 1.
> Done
Done: Sweep. Now in Completed.
> new list Groceries
Error: Groceries is taken: a list has that name. Choose another name.
> new list X like Nowhere
Error: "Nowhere" is not a list. Type lists to hear them.
> lists
6 lists.
1. Tasks, 5 rows.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
5. Groceries, 2 rows.
6. Chores, 1 row, open.
> undo
Undid Done on Sweep.
Sweep, 1 of 1.
> lists
6 lists.
1. Tasks, 5 rows.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
5. Groceries, 2 rows.
6. Chores, 1 row, open.
> open Groceries
Groceries, 2 rows.
Hint: for Lists, type back.
> section add Dairy
Section Dairy added, 2 of 2.
> sections
2 sections.
1. Outside any section, 2 rows.
2. Dairy, no rows.
> first
Groceries, 2 sections, 2 rows.
