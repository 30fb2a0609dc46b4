#! args: --memory --demo --width 120
Tasks, 2 sections, 5 rows.
# Issue 25: in the sidebar, . names the focused list, so open . opens it, as
# open alone does, and goes into the content column.
> layout regular
Layout: regular.
> back
Sidebar column.
Tasks, 1 of 4, 5 rows.
> next
Articles, 2 of 4, 5 rows, 3 unread.
> open .
Content column.
Articles, 2 sections, 5 rows.
> where
Content column: Articles.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: regular.
# In the content column, . is the focused row: on the list's title there is none.
> open .
Error: open needs a row, and focus is on the title of Articles. Move to one with next or goto 1.
> next
Today, section 1 of 2, 3 rows, 2 unread.
> open .
Error: open needs a row, and focus is on the heading of Today. Move to one with next or goto 1.
> next
Lists by ear, 1 of 3, unread, actions Delete.
> open .
Today, section 1 of 2.
Detail: Lists by ear, 1 of 3, selected.
Lists by ear: read.
