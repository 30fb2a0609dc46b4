#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 finding N1: find typed in the sidebar goes to the row it finds, in the
# content column, and names that column first; it searches the list focused there
# from its title. A find that finds nothing leaves focus on the lists; with
# another list focused, find is refused with the way into it.
> back
Lists, 4 lists.
Tasks, 1 of 4, 5 rows.
> find bread
Content column.
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> where
Buy bread, 1 of 3.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> find
Error: "bread": no more rows after this one. To go back to the first, type first, then find.
> back
Lists, 4 lists.
Tasks, 1 of 4, 5 rows.
> find zzz
Error: "zzz" is in no row of Tasks. Try a shorter text, or search to look in every list.
> where
Tasks, 1 of 4.
Sidebar column: Lists.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> next
Articles, 2 of 4, 5 rows, 3 unread.
> find bread
Error: find needs a row, and focus is on the lists. Type open to go into Articles.
# Typed in the detail, find goes back to the content column too.
> open 1
Tasks, 2 sections, 5 rows.
Hint: for Lists, type back.
> goto Call Ana
Pending, section 1 of 2.
Call Ana, 2 of 3.
> open .
Detail: Call Ana, 2 of 3.
Hint: for Tasks, type back.
> find Pay
Content column.
Pay the rent, 3 of 3, pinned, actions Snooze.
> where
Pay the rent, 3 of 3.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
