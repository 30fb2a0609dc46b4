#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 point 16: fields, lists, actions and a swipe are paged as list is.
> page 5
Page: 5 rows.
> field add f1 boolean
Field f1 added to Tasks: boolean.
> field add f2 boolean
Field f2 added to Tasks: boolean.
> field add f3 boolean
Field f3 added to Tasks: boolean.
> field add f4 boolean
Field f4 added to Tasks: boolean.
> field add f5 boolean
Field f5 added to Tasks: boolean.
> field add f6 boolean
Field f6 added to Tasks: boolean.
> field add f7 boolean
Field f7 added to Tasks: boolean.
> field add f8 boolean
Field f8 added to Tasks: boolean.
> fields
Tasks, 12 fields.
1. done, boolean.
2. due, date.
3. snoozed, boolean.
4. pinned, boolean.
5. f1, boolean.
7 more. Type more.
> more
6. f2, boolean.
7. f3, boolean.
8. f4, boolean.
9. f5, boolean.
10. f6, boolean.
2 more. Type more.
> new list L1
List L1 created.
L1, no rows.
> new list L2
List L2 created.
L2, no rows.
> new list L3
List L3 created.
L3, no rows.
> new list L4
List L4 created.
L4, no rows.
> new list L5
List L5 created.
L5, no rows.
> new list L6
List L6 created.
L6, no rows.
> lists
10 lists.
1. Tasks, 5 rows.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
5. L1, no rows.
5 more. Type more.
> more
6. L2, no rows.
7. L3, no rows.
8. L4, no rows.
9. L5, no rows.
10. L6, no rows, open.
> open Tasks
Tasks, 2 sections, 5 rows.
Hint: for Lists, type back.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> actions
Buy bread, 3 actions.
1. Done, leading, full swipe, green.
2. Delete, trailing, destructive, full swipe.
3. Snooze, trailing, orange.
Also: move down.
> swipe trailing
Buy bread, trailing swipe open, 2 actions.
1. Delete, trailing, destructive, full swipe.
2. Snooze, trailing, orange.
Choose a number, an action's name, or cancel.
