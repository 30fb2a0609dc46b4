#! args: --demo
Tasks, 2 sections, 5 rows.
> help
Groups: reading, moving, changing, lists and columns, settings.
Type help and a group, help and a command, or help all.
> help move
move: reorder the focused row among its siblings, put it inside ROW, or move it to another section or list.
Usage: move up, down, top, bottom, to N, before ROW, after ROW, to ROW, to section NAME, or to list NAME.
Aliases: m.
move to ROW makes it the last subtask of ROW. Each move is saved at once. move to section NAME top puts the row first there; move to list NAME section NAME picks the other list's section.
A row moved keeps its fields and notes; a state the other list does not keep is left behind, and said.
move selection to section NAME moves every selected row, and so does move to section in edit mode with rows selected.
> ? ns
section: jump between sections whatever the rotor, or shape them.
Usage: section next, previous, first, last, N or NAME; section add NAME, section rename NAME, section delete, or section heading main or standard.
Aliases: ns, ps.
ns is section next and ps is section previous. section add NAME adds a section after the focused one.
section rename NAME renames the focused one, and section rename OLD to NEW the one named OLD, or numbered OLD as sections says. section delete removes the focused section when it is empty.
section heading main makes its header a main heading.
> help nxt
Error: "nxt" is not a command or a group of them. Did you mean next?
> help nothing
Error: "nothing" is not a command or a group of them. Type help for the groups.
# help GROUP: the commands of one group, each with what it does.
> help moving
Moving, 12 commands.
next, n: move forward by the rotor unit.
previous, p: move back by the rotor unit.
first: the first item of the rotor unit.
last: the last item of the rotor unit.
rotor: say the rotor unit and the units there are, or choose one.
section, ns, ps: jump between sections whatever the rotor, or shape them.
goto, g: focus a row by number, title or title prefix.
find, /: focus the next row whose words start with TEXT, in title or notes; find alone repeats.
filter: show only rows whose words start with TEXT, in title or notes, or that are in some states.
expand: show the focused row's subtasks in place; all opens every level below it.
collapse: fold the focused row's subtasks; all folds every level below it.
parent: go up one level, to the row the focused one is inside.
> help lists and columns
Lists and columns, 9 commands.
group: say or set the field the list is shown grouped by.
lists: the sidebar: every list with its row count.
open, o: open a list in the content column, a row in the detail, or a reply in the detail.
back, b: leave a reply, or go back one column.
columns: say or set which columns show, or the split style.
new: create a list with no rows, copying another's sections, fields, actions, style and selection.
sort: say or set the order: by a field's value, or manual.
style: say or set the list style.
action: declare the list's swipe actions: which edge, role, tint and what each does.
> help Settings
Settings, 12 commands.
profile: say or set the device profile for selection rules.
layout: say or set the split view layout.
verbosity: say or set how much is said.
width: wrap lines at N cells for a Braille display.
speak: say or set whether listo speaks through speech-dispatcher.
sounds: say or set the sound cues: list ends, refusals, changes, swipes.
braille: say or set whether listo writes to a Braille display through BRLTTY.
prompt: say or set how the prompt reads: the place in words alone, the place and >, or the focused row and its place.
voice: say or set listo's voice: rate, pitch and volume from -100 to 100, a voice's name, a language; list the voices there are.
language: say or set the language listo speaks; English words always work.
page: say or set how many rows a long reading says before it stops.
quit, exit, q: leave listo.
# help all: every command, as help alone said them before groups.
> help all
71 commands. Type help and a command for more.
help, ?: the groups of commands, one group or command in full, or all.
where, w: where you are: list, column, section, row, rotor, edit mode, selection.
read, r: the focused row in full; read on reads everything from the focus onward.
more: go on with a reading that stopped after a page.
sections: every section header with its row count and state, numbered.
list, l: read the focused section: header, rows, footer; all reads every section.
actions, a: the row's swipe actions, numbered, with edge, role and which one a full swipe runs.
selection: read the selected rows, or say or declare the selection the list allows.
history: the last commands, numbered; with TEXT, the ones holding it.
next, n: move forward by the rotor unit.
previous, p: move back by the rotor unit.
first: the first item of the rotor unit.
last: the last item of the rotor unit.
rotor: say the rotor unit and the units there are, or choose one.
section, ns, ps: jump between sections whatever the rotor, or shape them.
goto, g: focus a row by number, title or title prefix.
find, /: focus the next row whose words start with TEXT, in title or notes; find alone repeats.
filter: show only rows whose words start with TEXT, in title or notes, or that are in some states.
expand: show the focused row's subtasks in place; all opens every level below it.
collapse: fold the focused row's subtasks; all folds every level below it.
51 more. Type more.
