#! args: --memory
Lists: none yet. Type new list and a name.
# Issue 25 (trial25s N8): with the last list deleted while its row's detail was open, the detail says there are no lists and how to make one, never "Open a row from ." with no name.
> new list Solo
List Solo created.
Solo, no rows.
> add A
Added A, 1 of 1.
> goto 1
A, 1 of 1, actions Delete.
> open 1
Detail: A, 1 of 1.
Hint: for Solo, type back.
> delete list Solo
List Solo deleted, 1 row.
No lists yet, so the detail is empty. Type new list and a name.
> where
Sidebar column: no lists yet. Type new list and a name.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> layout regular
Layout: regular.
> where
Sidebar column: no lists yet. Type new list and a name.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: regular.
