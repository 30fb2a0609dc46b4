#! args: --memory
No lists yet. Type new list and a name.
> lists
No lists yet. Type new list and a name. Again.
> next
End of list.
> previous
Start of list.
> goto 1
Error: there is no list yet. Type new list and a name.
> add X
Error: there is no list yet. Type new list and a name. Again.
> list
Error: there is no list yet. Type new list and a name.
> read
Error: there is no list yet. Type new list and a name. Again.
> style plain
Error: there is no list yet. Type new list and a name.
> section add S
Error: there is no list yet. Type new list and a name. Again.
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
