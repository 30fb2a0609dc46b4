#! args: --demo
Tasks, 2 sections, 5 rows.
# A long ambiguity offers one row a line, by its choice number, in the order next meets them (not number 10 before 2).
> add Buy bread number 1 of the long batch
Added Buy bread number 1 of the long batch, 4 of 4.
> add Buy bread number 2 of the long batch
Added Buy bread number 2 of the long batch, 5 of 5.
> add Buy bread number 3 of the long batch
Added Buy bread number 3 of the long batch, 6 of 6.
> add Buy bread number 4 of the long batch
Added Buy bread number 4 of the long batch, 7 of 7.
> add Buy bread number 5 of the long batch
Added Buy bread number 5 of the long batch, 8 of 8.
> add Buy bread number 6 of the long batch
Added Buy bread number 6 of the long batch, 9 of 9.
> add Buy bread number 7 of the long batch
Added Buy bread number 7 of the long batch, 10 of 10.
> add Buy bread number 8 of the long batch
Added Buy bread number 8 of the long batch, 11 of 11.
> add Buy bread number 9 of the long batch
Added Buy bread number 9 of the long batch, 12 of 12.
> add Buy bread number 10 of the long batch
Added Buy bread number 10 of the long batch, 13 of 13.
> add Buy bread number 11 of the long batch
Added Buy bread number 11 of the long batch, 14 of 14.
> add Buy bread number 12 of the long batch
Added Buy bread number 12 of the long batch, 15 of 15.
> goto Buy
Error: "Buy" matches more than 9 rows; 9 of them, in list order:
1: Buy bread, row 1 of 15 in Pending.
2: Buy bread number 1 of the long batch, row 4 of 15 in Pending.
3: Buy bread number 2 of the long batch, row 5 of 15 in Pending.
4: Buy bread number 3 of the long batch, row 6 of 15 in Pending.
5: Buy bread number 4 of the long batch, row 7 of 15 in Pending.
6: Buy bread number 5 of the long batch, row 8 of 15 in Pending.
7: Buy bread number 6 of the long batch, row 9 of 15 in Pending.
8: Buy bread number 7 of the long batch, row 10 of 15 in Pending.
9: Buy bread number 8 of the long batch, row 11 of 15 in Pending.
Type a number to choose one, or more of the title; more says the next ones.
> 9
Buy bread number 8 of the long batch, 11 of 15, actions Done, Delete, Snooze.
