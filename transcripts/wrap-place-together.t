#! args: --demo --width 40
Tasks, 2 sections, 5 rows.
# At 40 cells a place (4 of 4) is never split across lines, and a long word
# that fits a line of its own goes there whole, not divided (docs/braille.md).
> add Supercalifragilisticexpialidocious
Added
Supercalifragilisticexpialidocious,
4 of 4.
> read
Supercalifragilisticexpialidocious,
4 of 4, actions Done, Delete, Snooze.
In Pending.
Also: move up.
> goto 1
Buy bread, 1 of 4,
actions Done, Delete, Snooze.
