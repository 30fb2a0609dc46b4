#! args: --demo
Tasks, 2 sections, 5 rows.
# A section called Then is a move's target as any other: then joins effects only where a name stands before it and an effect follows.
> section add Then
Section Then added, 3 of 3.
> action add Defer leading move to section Then
Action Defer added, leading 2 of 2.
> action add Later leading move to Then then set done
Action Later added, leading 3 of 3.
> section add Now then later
Section Now then later added, 4 of 4.
> action add Hold leading move to "Now then later" then set done
Action Hold added, leading 4 of 4.
> goto Buy bread
Pending, section 1 of 4.
Buy bread, 1 of 3, actions Done, Defer, Later, Hold, Delete, Snooze.
> Later
Later: Buy bread. Now in Then. Now done.
> undo
Undid Later on Buy bread.
Buy bread, 1 of 3.
> Defer
Defer: Buy bread. Now in Then.
> move to section Pending
Moved Buy bread to Pending, 3 of 3.
> move to section Then
Moved Buy bread to Then, 1 of 1.
