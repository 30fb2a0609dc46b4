#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# find, filter and search find a symbol the word index leaves out (🎂, €, #: text
# between spaces holding no letter or digit) where it is typed in a title or notes;
# a word beside it still goes by the index. A symbol in no row is said to be in none.
> add Cake 🎂
Added Cake 🎂, 4 of 4.
> add Lunch €12
Added Lunch €12, 5 of 5.
> goto Call Ana
Call Ana, 2 of 5, actions Done, Delete, Snooze.
> note Pay at the door, 5 € #tip
Note on Call Ana: Pay at the door, 5 € #tip.
> first
Tasks, 2 sections, 7 rows.
> find 🎂
Pending, section 1 of 2.
Cake 🎂, 4 of 5.
> find €
Lunch €12, 5 of 5.
> filter €
Filter €: 2 rows match.
> previous
Call Ana, 1 of 2 in filter €.
> filter off
Filter off, 7 rows.
Call Ana, 2 of 5.
> search €
Search €: 2 rows found.
1. Call Ana, Tasks, Pending, in notes.
2. Lunch €12, Tasks, Pending.
Type open and a number to go to one.
> search lunch €
Search lunch €: 1 row found.
1. Lunch €12, Tasks, Pending.
Type open and a number to go to one.
> search #
Search #: 1 row found.
1. Call Ana, Tasks, Pending, in notes.
Type open and a number to go to one.
> find ☕
Error: "☕" is in no row of Tasks. Try a shorter text, or search to look in every list.
