#! args: --demo
Tasks, 2 sections, 5 rows.
# A shortened name that starts many lists: one list a line, at most 9, then how to choose.
> new list Shopping list number 1
List Shopping list number 1 created.
Shopping list number 1, no rows.
> new list Shopping list number 2
List Shopping list number 2 created.
Shopping list number 2, no rows.
> new list Shopping list number 3
List Shopping list number 3 created.
Shopping list number 3, no rows.
> new list Shopping list number 4
List Shopping list number 4 created.
Shopping list number 4, no rows.
> new list Shopping list number 5
List Shopping list number 5 created.
Shopping list number 5, no rows.
> new list Shopping list number 6
List Shopping list number 6 created.
Shopping list number 6, no rows.
> new list Shopping list number 7
List Shopping list number 7 created.
Shopping list number 7, no rows.
> new list Shopping list number 8
List Shopping list number 8 created.
Shopping list number 8, no rows.
> new list Shopping list number 9
List Shopping list number 9 created.
Shopping list number 9, no rows.
> new list Shopping list number 10
List Shopping list number 10 created.
Shopping list number 10, no rows.
> new list Shopping list number 11
List Shopping list number 11 created.
Shopping list number 11, no rows.
> open Shop
Error: "Shop" matches more than 9 lists; 9 of them:
1: Shopping list number 1.
2: Shopping list number 2.
3: Shopping list number 3.
4: Shopping list number 4.
5: Shopping list number 5.
6: Shopping list number 6.
7: Shopping list number 7.
8: Shopping list number 8.
9: Shopping list number 9.
Type a number to open one, or more of the name.
> 10
Error: list 10: there are only 9. Type lists to hear them.
> open Shop
Error: "Shop" matches more than 9 lists; 9 of them:
1: Shopping list number 1.
2: Shopping list number 2.
3: Shopping list number 3.
4: Shopping list number 4.
5: Shopping list number 5.
6: Shopping list number 6.
7: Shopping list number 7.
8: Shopping list number 8.
9: Shopping list number 9.
Type a number to open one, or more of the name.
> 2
Shopping list number 2, no rows.
Add a row with add.
Hint: for Lists, type back.
# delete list and rename list take a whole name, and say which lists the start names.
> delete list Shop
Error: delete list takes a list's whole name; "Shop" begins more than 9 lists; 9 of them:
1: Shopping list number 1.
2: Shopping list number 2.
3: Shopping list number 3.
4: Shopping list number 4.
5: Shopping list number 5.
6: Shopping list number 6.
7: Shopping list number 7.
8: Shopping list number 8.
9: Shopping list number 9.
Type the whole name of one.
> rename list Shopping list number 1 to X
List Shopping list number 1 renamed to X.
> rename list Shopping list number to X
Error: rename list takes a list's whole name; "Shopping list number" begins more than 9 lists; 9 of them:
1: Shopping list number 2.
2: Shopping list number 3.
3: Shopping list number 4.
4: Shopping list number 5.
5: Shopping list number 6.
6: Shopping list number 7.
7: Shopping list number 8.
8: Shopping list number 9.
9: Shopping list number 10.
Type the whole name of one.
> delete list Arch
Error: delete list takes a list's whole name; "Arch" begins 1 list:
1: Archive.
Type the whole name of one.
> delete list Nothing
Error: "Nothing" is not a list. Type lists to hear them.
