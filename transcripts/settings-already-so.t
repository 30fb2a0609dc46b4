#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25, a fresh trial's findings: a setting given the value it has says it is
# already so and changes nothing, as style grouped twice does (point 7); select of
# a row already selected says so; and another command whose answer starts with the
# line said just before names the command it answers, never Again (point 9).
> columns double
Columns: double.
Split: balanced.
> columns double
Columns: double. Already so; nothing changed.
Split: balanced.
> columns double
Columns: double. Already so; nothing changed. Again.
Split: balanced.
> columns balanced
Split: balanced. Already so; nothing changed.
> columns balanced
Split: balanced. Already so; nothing changed. Again.
> layout compact
Layout: compact. Already so; nothing changed.
> verbosity normal
Verbosity: normal. Already so; nothing changed.
> width off
Width: no limit. Already so; nothing changed.
> page 20
Page: 20 rows. Already so; nothing changed.
> profile phone
Profile: phone. Already so; nothing changed.
> prompt plain
Prompt plain: the place in words alone. Already so; nothing changed.
> sounds off
Sounds off. Already so; nothing changed.
> rotor items
Rotor: items. Already so; nothing changed.
> rotor done
Rotor: done.
> rotor done
Rotor: done. Already so; nothing changed.
> section 1
Pending, section 1 of 2, 3 rows.
> section heading main
Pending is now a main heading.
> section heading main
Pending is already a main heading; nothing changed.
> action full trailing on
Tasks full swipe trailing: on, runs Delete. Already so; nothing changed.
> undo
Undid heading change of Pending.
> undo
Error: undo: nothing to take back.
> goto 1
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> select 1
Buy bread selected, 1 in all.
> select 1
Buy bread is already selected; nothing changed.
> select Buy bread
Buy bread is already selected; nothing changed. Answer to select Buy bread.
> goto 0
Error: row 0: numbers start at 1. Give a number from 1 to 3.
> open 0
Error: row 0: numbers start at 1. Give a number from 1 to 3. Answer to open 0.
> open 0
Error: row 0: numbers start at 1. Give a number from 1 to 3. Again.
