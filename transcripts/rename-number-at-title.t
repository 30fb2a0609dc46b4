#! args: --memory
Lists: none yet. Type new list and a name.
# At the list's title no row is focused, so rename 1 names row 1, as 1 does everywhere else: the new title is what is missing, and the row is said by its title.
> new list Shop
List Shop created.
Shop, no rows.
> add Milk
Added Milk, 1 of 1.
> add Eggs
Added Eggs, 2 of 2.
> first
Shop, 2 rows.
> rename 1
Error: rename Milk to what? Type the text after to.
> rename 1 to Bread
Renamed Milk to Bread.
> next
Bread, 1 of 2, actions Delete.
> rename 1
Renamed Bread to 1.
