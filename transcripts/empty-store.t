#! args: --memory
Lists: none yet. Type new list and a name.
> lists
Lists: none yet. Type new list and a name. Again.
> next
Lists: none yet. Type new list and a name.
> previous
Lists: none yet. Type new list and a name. Answer to previous.
> goto 1
Error: goto needs a list, and there are none yet. Type new list and a name.
> add X
Error: add needs a list, and there are none yet. Type new list and a name.
> list
Error: list needs a list, and there are none yet. Type new list and a name.
> read
Error: read needs a list, and there are none yet. Type new list and a name.
> style plain
Error: style needs a list, and there are none yet. Type new list and a name.
> section add S
Error: section needs a list, and there are none yet. Type new list and a name.
> new list First
List First created.
First, no rows.
> add One
Added One, 1 of 1.
> where
One, 1 of 1.
Content column: First.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
