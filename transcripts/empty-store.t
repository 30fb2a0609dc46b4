#! args: --memory
Lists: none yet. Type new list and a name.
> lists
Lists: none yet. Type new list and a name.
> next
End of list.
> previous
Start of list.
> goto 1
Error: lists: none yet. Type new list and a name.
> add X
Error: lists: none yet. Type new list and a name.
> list
Error: lists: none yet. Type new list and a name.
> read
Error: lists: none yet. Type new list and a name.
> style plain
Error: lists: none yet. Type new list and a name.
> section add S
Error: lists: none yet. Type new list and a name.
> new list First
List First created.
First, no rows.
> add One
Added One, 1 of 1.
> where
One, 1 of 1.
First.
Rotor items, edit mode inactive, 0 selected.
