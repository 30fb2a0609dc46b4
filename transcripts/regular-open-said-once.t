#! args: --memory --demo --layout regular
Tasks, 2 sections, 5 rows.
# In the regular layout the columns stand side by side: a list opened from the sidebar is said as what the content column shows, since focus stays on the lists.
> back
Sidebar column.
Tasks, 1 of 4, 5 rows.
> open Articles
Content: Articles, 2 sections, 5 rows.
> next
Inbox, 3 of 4, 3 rows, 2 unread, 1 unread reply.
# A row opened in the content column is said once, as the detail's.
> open Tasks
Content: Tasks, 2 sections, 5 rows.
> rotor columns
Rotor: columns.
> next
Content column.
Tasks, 2 sections, 5 rows.
> rotor items
Rotor: items.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> open .
Detail: Buy bread, 1 of 3.
> open Call Ana
Detail: Call Ana, 2 of 3.
