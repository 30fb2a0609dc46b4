#! args: --memory
Lists: none yet. Type new list and a name.
> lists
Lists: none yet. Type new list and a name. Again.
> next
End of list.
> previous
Start of list.
> goto 1
Error: lists: none yet. Type new list and a name.
> add X
Error: lists: none yet. Type new list and a name. Again.
> list
Error: lists: none yet. Type new list and a name. Again.
> read
Error: lists: none yet. Type new list and a name. Again.
> style plain
Error: lists: none yet. Type new list and a name. Again.
> section add S
Error: lists: none yet. Type new list and a name. Again.
> new list First
List First created.
First, no rows.
> add One
Added One, 1 of 1.
> where
One, 1 of 1.
First.
Rotor items, edit mode inactive, 0 selected.
