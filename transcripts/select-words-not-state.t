#! args: --demo
Tasks, 2 sections, 5 rows.
# select with words that name no row and are not all states says so, and names
# the state among them, which select takes alone.
> select pinned week
Error: "pinned week" is not the title or start of a row here. pinned is a state: type select pinned.
> select not pinned week
Error: "not pinned week" is not the title or start of a row here. not pinned is a state: type select not pinned.
> select pinned
Pay the rent selected, 1 in all.
> select pinned overdue
Error: no pinned overdue row here. Type list to hear the rows.
