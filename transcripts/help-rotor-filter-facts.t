#! args: --demo
Tasks, 2 sections, 5 rows.
# help rotor names every unit, level and the list's states among them, and ayuda
# rotor the same (es-help-rotor-filter-facts.t); the one-letter aliases work in both.
> help rotor
rotor: say the rotor unit and the units there are, or choose one.
Usage: rotor, rotor next, rotor previous, or rotor and a unit.
Units: items, sections, rows, actions, selected, level in a list with subtasks, columns in the split view, and the list's states, such as unread, done or overdue.
> help goto
goto: focus a row by number, title or title prefix.
Usage: goto ROW.
Aliases: g.
A number counts in the focused section, or in the filtered view while a filter is on.
