#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 trial finding 2: the state rotor on a state the list just opened does
# not keep goes to rows and says so once, so next reads the list's rows rather
# than saying End of list over a list that has them; a state the list keeps stays.
> rotor done
Rotor: done.
> open Inbox
Inbox, 3 rows.
Hint: for Lists, type back.
Inbox has no state done; the rotor moves by rows.
> where
Content column: Inbox.
Split: balanced.
Rotor: rows.
Edit mode off, nothing selected.
Layout: compact.
> next
Lunch on Friday, 1 of 3, unread, collapsed, 1 unread reply, actions Delete.
> next
Invoice for November, 2 of 3, collapsed, 1 reply.
> open Articles
Articles, 2 sections, 5 rows.
> rotor unread
Rotor: unread.
> open Inbox
Inbox, 3 rows.
> next
Lunch on Friday, 1 of 3, unread, collapsed, 1 unread reply.
> open Tasks
Tasks, 2 sections, 5 rows.
Tasks has no state unread; the rotor moves by rows.
> next
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
