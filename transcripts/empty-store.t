#! args: --memory
No lists yet. Type new list and a name.
> lists
No lists yet. Type new list and a name. Again.
> next
End of list.
> new list First
Created list First.
First, no rows.
> add One
Added One, 1 of 1.
> where
One, 1 of 1.
First.
Rotor items, edit mode inactive, 0 selected.
Store: in memory.
