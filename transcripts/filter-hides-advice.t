#! args: --demo
Tasks, 2 sections, 5 rows.
# A command that needs a row, where a filter hides every row there is, advises turning the filter off, not adding a row.
> filter zz
Filter zz: no rows match.
> rename X
Error: rename needs a row, and no row of Tasks matches filter zz. Type filter off to hear them all.
> next
End of matches. Filter zz.
> delete
Error: delete needs a row, and no row of Tasks matches filter zz. Type filter off to hear them all.
> filter off
Filter off, 5 rows.
> section add Later
Section Later added, 3 of 3.
> note hi
Error: note needs a row, and Later has none. Add one with add TITLE.
