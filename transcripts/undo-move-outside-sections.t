#! args: --memory --today 2026-12-05
Lists: none yet. Type new list and a name.
# A move out of the rows outside any section, undone, says they are back outside any section, not in the list by its name; a section named with the word the line puts before it (In progress) is said once.
> new list Shop
List Shop created.
Shop, no rows.
> add Milk
Added Milk, 1 of 1.
> add Eggs
Added Eggs, 2 of 2.
> section add In progress
Section In progress added, 2 of 2.
> section first
Outside any section, section 1 of 2, 2 rows.
> next
Milk, 1 of 2, actions Delete.
> move to section In progress
Moved Milk to In progress, 1 of 1.
> undo
Undid move of Milk: back outside any section.
Milk, 1 of 2.
> redo
Redid move of Milk: now in In progress.
> read
Milk, 1 of 1, actions Delete.
In progress.
