#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 (trial47 N7): rotor columns in the compact layout says that columns is a unit of the regular layout and how to get it, in one line, not that rotor does not take the word.
> rotor columns
Error: columns is a rotor unit of the regular layout, and this one is compact. Type layout regular first.
> back
Lists, 4 lists.
Tasks, 1 of 4, 5 rows.
> rotor columns
Error: columns is a rotor unit of the regular layout, and this one is compact. Type layout regular first.
> layout regular
Layout: regular.
> rotor columns
Rotor: columns.
