#! args: --demo
Tasks, 2 sections, 5 rows.
# A refusal that repeats the answer before, from another command, names the
# command as typed, its first words up to about 30 characters, cut at a word.
> goto 3
Pending, section 1 of 2.
Pay the rent, 3 of 3, pinned, actions Snooze.
> move down
Error: Pay the rent can't be moved: it is pinned.
> move bottom
Error: Pay the rent can't be moved: it is pinned. Answer to move bottom.
> section rename Completed
Error: Completed is taken: a section has that name. Choose another name.
> section rename complétéd
Error: Completed is taken: a section has that name. Choose another name. Answer to section rename complétéd.
