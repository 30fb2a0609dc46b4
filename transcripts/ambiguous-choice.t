#! args: --demo
Tasks, 2 sections, 5 rows.
# After an ambiguous name, the next line may be just the candidate's number.
> add Buy milk
Added Buy milk, 4 of 4.
> goto Bu
Error: "Bu" matches 2 rows:
1: Buy bread, row 1 of 4 in Pending.
2: Buy milk, row 4 of 4 in Pending.
Type a number to choose one, or more of the title.
> 2
Buy milk, 4 of 4, actions Done, Delete, Snooze.
> goto Bu
Error: "Bu" matches 2 rows:
1: Buy bread, row 1 of 4 in Pending.
2: Buy milk, row 4 of 4 in Pending.
Type a number to choose one, or more of the title.
> 1
Buy bread, 1 of 4.
> rename "Buy" Buy rye bread
Error: "Buy" matches 2 rows:
1: Buy bread, row 1 of 4 in Pending.
2: Buy milk, row 4 of 4 in Pending.
Type a number to choose one, or more of the title.
> 2
Renamed Buy milk to Buy rye bread.
> 2
Error: 2 alone does nothing here; type goto 2.
