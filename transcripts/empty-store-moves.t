#! args: --memory
Lists: none yet. Type new list and a name.
# In the content column of a store with no list, moving says there is none and how to make one, as the sidebar does.
> first
Lists: none yet. Type new list and a name. Answer to first.
> next
Lists: none yet. Type new list and a name.
> last
Lists: none yet. Type new list and a name. Answer to last.
> new list A
List A created.
A, no rows.
> first
A, no rows. Answer to first.
