#! args: --demo
Tasks, 2 sections, 5 rows.
# Under a filter, indent nests under the row heard above, or is refused when the row before it in the list is one the filter hides.
> goto Pay
Pending, section 1 of 2.
Pay the rent, 3 of 3, pinned, actions Snooze.
> add Buy milk
Added Buy milk, 4 of 4.
> filter buy
Filter buy: 2 rows match.
> list
Tasks, filter buy: 2 rows match, 1 section.
Pending, 1 of 1, 2 rows.
Buy bread.
Buy milk.
> goto 2
Buy milk, 2 of 2 in filter buy, actions Done, Delete, Snooze.
> indent
Error: indent would put Buy milk under Pay the rent, which filter buy hides. Type filter off first.
> list
Tasks, filter buy: 2 rows match, 1 section.
Pending, 1 of 1, 2 rows.
Buy bread.
Buy milk.
> goto Buy bread
Buy bread, 1 of 2 in filter buy.
> add child Buy yeast
Added Buy yeast under Buy bread, level 2, 1 of 1 in filter buy.
> goto Buy bread
Buy bread, level 1, 1 of 2 in filter buy, expanded, 0 of 1 done.
> add Buy eggs
Added Buy eggs, 3 of 3 in filter buy.
> indent
Indented Buy eggs under Buy milk, level 2, 1 of 1 in filter buy.
> list
Tasks, filter buy: 2 rows match, and 2 subtasks inside them, 1 section.
Pending, 1 of 1, 2 rows.
Buy bread, expanded, 0 of 1 done.
Buy yeast, level 2.
Buy milk, level 1, expanded, 0 of 1 done.
Buy eggs, level 2.
> goto Buy yeast
Buy yeast, 1 of 1 in filter buy.
> outdent
Outdented Buy yeast, level 1, 2 of 3 in filter buy, after Buy bread.
> list
Tasks, filter buy: 3 rows match, and 1 subtask inside them, 1 section.
Pending, 1 of 1, 3 rows.
Buy bread.
Buy yeast.
Buy milk, expanded, 0 of 1 done.
Buy eggs, level 2.
> filter off
Filter off, 7 rows.
Buy yeast, 2 of 5.
> list
Pending, 1 of 2, 5 rows.
Buy bread.
Buy yeast.
Call Ana.
Pay the rent, pinned.
Buy milk, expanded, 0 of 1 done.
Buy eggs, level 2.
# A list with no rows inside others, whose filter a long list reads a page at a time: the same.
> new list F
List F created.
F, no rows.
> add Apple pie
Added Apple pie, 1 of 1.
> add Banana
Added Banana, 2 of 2.
> add Apple tart
Added Apple tart, 3 of 3.
> add Apple jam
Added Apple jam, 4 of 4.
> filter apple
Filter apple: 3 rows match.
> goto 2
Apple tart, 2 of 3 in filter apple, actions Delete.
> indent
Error: indent would put Apple tart under Banana, which filter apple hides. Type filter off first.
> goto 3
Apple jam, 3 of 3 in filter apple.
> indent
Indented Apple jam under Apple tart, level 2, 1 of 1 in filter apple.
> list
F, filter apple: 2 rows match, and 1 subtask inside them.
Apple pie.
Apple tart, expanded, 1 subtask.
Apple jam, level 2.
