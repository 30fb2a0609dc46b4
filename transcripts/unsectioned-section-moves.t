#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25: a list with no named section has no section to move to or to list, filtered
# or not: section first and sections say so (they said Inbox, section 1 of 1, …).
> open Inbox
Inbox, 3 rows.
Hint: for Lists, type back.
> section first
Inbox has no sections: 3 rows. Type section add and a name to add one.
> section next
Inbox has no sections: 3 rows. Type section add and a name to add one. Answer to section next.
> filter lunch
Filter lunch: 1 row matches.
Lunch on Friday, 1 of 1, unread, collapsed, 1 unread reply, actions Delete.
> sections
Inbox has no sections: 1 row in filter lunch. Type section add and a name to add one.
> section first
Inbox has no sections: 1 row in filter lunch. Type section add and a name to add one. Answer to section first.
> new list Big
List Big created.
Big, no rows.
Filter lunch off.
> add a
Added a, 1 of 1.
> add b
Added b, 2 of 2.
> filter a
Filter a: 1 row matches.
a, 1 of 1, actions Delete.
> sections
Big has no sections: 1 row in filter a. Type section add and a name to add one.
> filter off
Filter off, 2 rows.
a, 1 of 2.
> sections
Big has no sections: 2 rows. Type section add and a name to add one.
