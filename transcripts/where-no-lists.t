#! args: --memory
Lists: none yet. Type new list and a name.
# where in a store with no list says so, and how to make one (issue 25, point 1).
> where
Sidebar column: no lists yet. Type new list and a name.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> lists
Lists: none yet. Type new list and a name.
> new list Groceries
List Groceries created.
Groceries, no rows.
> where
Content column: Groceries.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
