#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25, a fresh trial's findings, the English twin of es-move-ends-expand-rotor.t:
# move top and move bottom, expand after collapse, and the rotor's units.
> goto Buy bread
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> move bottom
Moved Buy bread to 3 of 3, after Pay the rent.
> move top
Moved Buy bread to 1 of 3, before Call Ana.
> move to section Completed top
Moved Buy bread to Completed, 1 of 3.
> undo
Undid move of Buy bread: back in Pending.
Buy bread, 1 of 3.
> goto Buy bread
Buy bread, 1 of 3. Answer to goto Buy bread.
> add child Yeast
Added Yeast under Buy bread, level 2, 1 of 1.
> parent
Buy bread, level 1, 1 of 3, expanded, 0 of 1 done.
> collapse
Collapsed Buy bread, 0 of 1 done.
> expand
Expanded Buy bread, 0 of 1 done.
> rotor
Rotor: items.
Units: items, sections, rows, actions, selected, level, done, snoozed, pinned, overdue.
> rotor done
Rotor: done.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
Articles has no state done; the rotor moves by rows.
> rotor
Rotor: rows.
Units: items, sections, rows, actions, selected, unread.
> rotor unread
Rotor: unread.
> next
Today, section 1 of 2.
Lists by ear, 1 of 3, unread, actions Delete.
> next
Morning news digest, 3 of 3, unread.
