#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# The same command in other words (mark undone, mark not done), whose answer
# starts with the line said just before, says Again; the same verb with other
# arguments (rotor after rotor rows) names the command it answers; a history
# re-run is named by the command it ran.
> rotor rows
Rotor: rows.
> rotor
Rotor: rows. Answer to rotor.
Units: items, sections, rows, actions, selected, done, snoozed, pinned, overdue.
> mark not done
Error: mark needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> mark undone
Error: mark needs a row, and focus is on the title of Tasks. Move to one with next or goto 1. Again.
> move down
Error: move needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> !3
Error: mark needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> goto 0
Error: row 0: numbers start at 1. Give a number from 1 to 3.
> open 0
Error: row 0: numbers start at 1. Give a number from 1 to 3. Answer to open 0.
> move down
Error: move needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> open 0
Error: row 0: numbers start at 1. Give a number from 1 to 3.
> !7
Error: row 0: numbers start at 1. Give a number from 1 to 3. Answer to goto 0.
