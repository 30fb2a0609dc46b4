#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 leftover: a number typed alone, with no numbered choice open, is
# refused with the rows a number counts among here when it is past them, never
# advising a goto that would be refused in turn.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> 2
Error: 2 alone does nothing here; type goto 2.
> 40
Error: no row 40: there are 3 here. Type goto and a number from 1 to 3.
> 99999999999999999999999
Error: no row 99999999999999999999999: there are 3 here. Type goto and a number from 1 to 3.
> add child Flour
Added Flour under Buy bread, level 2, 1 of 1.
> 3
Error: no row 3: there is only 1 here. Type goto 1.
> new list Empty
List Empty created.
Empty, no rows.
> 1
Error: no row 1: there are no rows here.
