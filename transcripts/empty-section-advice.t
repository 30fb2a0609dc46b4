#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# A command that needs a row, on the heading of a section with no rows or the
# title of a list with none, advises what works there: adding one, not next or
# goto 1, which find no row.
> section add Later
Section Later added, 3 of 3.
> section Later
Later, section 3 of 3, no rows.
> note hi
Error: note needs a row, and Later has none. Add one with add TITLE.
> add Milk
Added Milk, 1 of 1.
> note hi
Note on Milk: hi.
> new list Foo
List Foo created.
Foo, no rows.
> note hi
Error: note needs a row, and Foo has none. Add one with add TITLE.
