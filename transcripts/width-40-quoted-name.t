#! args: --memory --demo --width 40
Tasks, 2 sections, 5 rows.
# Issue 25: at 40 cells a quoted name that fits a line is never split (the line breaks before it), a sentence's end is taken in a line's first half too, and a sentence does not end with a small word's line break (subtask / of ROW.).
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3,
actions Done, Delete, Snooze.
> move before Water the plants
Error: move does not take
"Water the plants".
Usage: move before ROW or after ROW for
a row in Pending,
or move to section Completed.
> help move
move: reorder the focused row among its
siblings, put it inside ROW,
or move it to another section or list.
Usage: move up, down, top, bottom, to N,
before ROW, after ROW, to ROW,
to section NAME, or to list NAME.
Aliases: m.
move to ROW makes it the last subtask
of ROW. Each move is saved at once.
move to section NAME top puts the row
first there; move to list NAME
section NAME picks the other
list's section.
A row moved keeps its fields and notes;
a state the other list does not keep is
left behind, and said.
move selection to section NAME moves
every selected row, and so does move to
section in edit mode with rows selected.
