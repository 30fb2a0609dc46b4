#! args: --demo
Tasks, 2 sections, 5 rows.
# more after a name that matched more rows than were offered says the next ones,
# numbered on, and the choice stays open: a number chooses among all said.
> add Item 1
Added Item 1, 4 of 4.
> add Item 2
Added Item 2, 5 of 5.
> add Item 3
Added Item 3, 6 of 6.
> add Item 4
Added Item 4, 7 of 7.
> add Item 5
Added Item 5, 8 of 8.
> add Item 6
Added Item 6, 9 of 9.
> add Item 7
Added Item 7, 10 of 10.
> add Item 8
Added Item 8, 11 of 11.
> add Item 9
Added Item 9, 12 of 12.
> add Item 10
Added Item 10, 13 of 13.
> add Item 11
Added Item 11, 14 of 14.
> add Item 12
Added Item 12, 15 of 15.
> add Item 13
Added Item 13, 16 of 16.
> add Item 14
Added Item 14, 17 of 17.
> add Item 15
Added Item 15, 18 of 18.
> add Item 16
Added Item 16, 19 of 19.
> add Item 17
Added Item 17, 20 of 20.
> add Item 18
Added Item 18, 21 of 21.
> add Item 19
Added Item 19, 22 of 22.
> add Item 20
Added Item 20, 23 of 23.
> goto Item
Error: "Item" matches more than 9 rows; 9 of them, in list order:
1: Item 1, row 4 of 23 in Pending.
2: Item 2, row 5 of 23 in Pending.
3: Item 3, row 6 of 23 in Pending.
4: Item 4, row 7 of 23 in Pending.
5: Item 5, row 8 of 23 in Pending.
6: Item 6, row 9 of 23 in Pending.
7: Item 7, row 10 of 23 in Pending.
8: Item 8, row 11 of 23 in Pending.
9: Item 9, row 12 of 23 in Pending.
Type a number to choose one, or more of the title; more says the next ones.
> more
10: Item 10, row 13 of 23 in Pending.
11: Item 11, row 14 of 23 in Pending.
12: Item 12, row 15 of 23 in Pending.
13: Item 13, row 16 of 23 in Pending.
14: Item 14, row 17 of 23 in Pending.
15: Item 15, row 18 of 23 in Pending.
16: Item 16, row 19 of 23 in Pending.
17: Item 17, row 20 of 23 in Pending.
18: Item 18, row 21 of 23 in Pending.
Type a number to choose one, or more of the title; more says the next ones.
> 12
Item 12, 15 of 23, actions Done, Delete, Snooze.
> goto Item
Error: "Item" matches more than 9 rows; 9 of them, in list order:
1: Item 1, row 4 of 23 in Pending.
2: Item 2, row 5 of 23 in Pending.
3: Item 3, row 6 of 23 in Pending.
4: Item 4, row 7 of 23 in Pending.
5: Item 5, row 8 of 23 in Pending.
6: Item 6, row 9 of 23 in Pending.
7: Item 7, row 10 of 23 in Pending.
8: Item 8, row 11 of 23 in Pending.
9: Item 9, row 12 of 23 in Pending.
Type a number to choose one, or more of the title; more says the next ones.
> more
10: Item 10, row 13 of 23 in Pending.
11: Item 11, row 14 of 23 in Pending.
12: Item 12, row 15 of 23 in Pending.
13: Item 13, row 16 of 23 in Pending.
14: Item 14, row 17 of 23 in Pending.
15: Item 15, row 18 of 23 in Pending.
16: Item 16, row 19 of 23 in Pending.
17: Item 17, row 20 of 23 in Pending.
18: Item 18, row 21 of 23 in Pending.
Type a number to choose one, or more of the title; more says the next ones.
> more
19: Item 19, row 22 of 23 in Pending.
20: Item 20, row 23 of 23 in Pending.
Type a number to choose one, or more of the title.
> more
Error: more: nothing is left of the last answer. Type list, or read on from the focus, to hear rows.
> 20
Item 20, 23 of 23.
