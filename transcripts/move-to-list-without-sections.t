#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# A list whose every section is deleted (or imported with none) has nowhere to put a
# row: moving one there, or adding one in it, is refused by the list's name, not as a
# section gone, and nothing moves.
> new list Empty like Tasks
List Empty created.
Empty, 2 sections, no rows.
> section 1
Pending, section 1 of 2, no rows.
> section delete
Section Pending deleted.
Empty, 1 section, no rows.
> section 1
Completed, section 1 of 1, no rows.
> section delete
Section Completed deleted. Done no longer has a section to move rows to; it is not offered.
Empty, no rows.
> add Fresh
Error: Empty has no sections: type section add NAME first.
> open Tasks
Tasks, 2 sections, 5 rows.
Hint: for Lists, type back.
> goto 2
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> move to list Empty
Error: Empty has no sections: open it and type section add NAME first.
> lists
5 lists.
1. Tasks, 5 rows, open.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
5. Empty, no rows.
