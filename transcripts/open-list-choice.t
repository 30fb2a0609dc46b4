#! args: --demo
Tasks, 2 sections, 5 rows.
# A shortened name that starts two lists numbers them, as rows are numbered, and
# a number typed next opens the list under it.
> open Ar
Error: "Ar" matches 2 lists:
1: Articles.
2: Archive.
Type a number to open one, or more of the name.
> 2
Archive, 2 rows.
Hint: for Lists, type back.
> open Ar
Error: "Ar" matches 2 lists:
1: Articles.
2: Archive.
Type a number to open one, or more of the name.
> 3
Error: list 3: there are only 2. Type lists to hear them.
> 1
Articles, 2 sections, 5 rows.
