#! args: --demo
Tasks, 2 sections, 5 rows.
# A refused line changes nothing, so a search's numbers stay the hits' numbers through it.
> search e
Search e: 2 rows found.
1. Lists by ear, Articles, Today.
2. Braille displays explained, Articles, Today.
Type open and a number to go to one.
> opne 2
Error: "opne" is not a command. Did you mean open?
> open 2
Articles, 2 sections, 5 rows.
Today, section 1 of 2.
Braille displays explained, 2 of 3, actions Delete.
> search e
Search e: 2 rows found.
1. Lists by ear, Articles, Today.
2. Braille displays explained, Articles, Today.
Type open and a number to go to one.
> open 99
Error: no search result 99; there are 2.
> open 2
Today, section 1 of 2.
Braille displays explained, 2 of 3.
