#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# add child at the list title is refused by its two words, where add alone adds a row.
> add child Yeast
Error: add child needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> add Milk
Added Milk, 4 of 4.
