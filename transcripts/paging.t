#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Every long answer is paged as list and read on are: search, agenda, selection, help all and sections.
# A page of 3 lines shows it on the demo's short lists; the default is 20.
> page 3
Page: 3 rows.
> add Bake bread
Added Bake bread, 4 of 4.
> add Bread crumbs
Added Bread crumbs, 5 of 5.
> add Bread knife
Added Bread knife, 6 of 6.
> search bread
Search bread: 4 rows found.
1. Buy bread, Tasks, Pending.
2. Bake bread, Tasks, Pending.
3. Bread crumbs, Tasks, Pending.
1 more. Type more.
> more
4. Bread knife, Tasks, Pending.
Type open and a number to go to one.
> set 1 due today
Buy bread: due today.
> set 2 due tomorrow
Call Ana: due tomorrow.
> set 3 due 2026-11-20
Pay the rent: overdue since 20 November.
> set 4 due tomorrow
Bake bread: due tomorrow.
> set 5 due today
Bread crumbs: due today.
> agenda
Agenda, 5 rows.
Overdue, 1 row.
Pay the rent, Tasks, overdue since 20 November.
Today, Tuesday 1 December, 2 rows.
5 more. Type more.
> more
Buy bread, Tasks.
Bread crumbs, Tasks.
Tomorrow, Wednesday 2 December, 2 rows.
2 more. Type more.
> more
Call Ana, Tasks.
Bake bread, Tasks.
> more
Error: more: nothing is left of the last answer. Type list, or read on from the focus, to hear rows.
> edit
Editing.
> select all
All selected, 8 rows.
> selection
8 selected.
Buy bread.
Call Ana.
Pay the rent.
5 more. Type more.
> where
Bread knife, 6 of 6, selected.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode on, 8 selected.
Layout: compact.
> more
Bake bread.
Bread crumbs.
Bread knife.
2 more. Type more.
> section add Later
Section Later added, 2 of 3.
> section add Someday
Section Someday added, 3 of 4.
> sections
4 sections.
1. Pending, 6 rows, 1 overdue, 2 due today.
2. Later, no rows.
3. Someday, no rows.
1 more. Type more.
> more
4. Completed, 2 rows.
> help all
71 commands. Type help and a command for more.
help, ?: the groups of commands, one group or command in full, or all.
where, w: where you are: list, column, section, row, rotor, edit mode, selection.
read, r: the focused row in full; read on reads everything from the focus onward.
68 more. Type more.
> more
more: go on with a reading that stopped after a page.
sections: every section header with its row count and state, numbered.
list, l: read the focused section: header, rows, footer; all reads every section.
65 more. Type more.
> next
Completed, section 4 of 4, 2 rows.
> more
Error: more: nothing is left of the last answer. Type list, or read on from the focus, to hear rows.
# A line longer than about 200 characters is said as several, split at sentence ends.
> page off
Page: no limit.
> help move
move: reorder the focused row among its siblings, put it inside ROW, or move it to another section or list.
Usage: move up, down, top, bottom, to N, before ROW, after ROW, to ROW, to section NAME, or to list NAME.
Aliases: m.
move to ROW makes it the last subtask of ROW. Each move is saved at once. move to section NAME top puts the row first there; move to list NAME section NAME picks the other list's section.
A row moved keeps its fields and notes; a state the other list does not keep is left behind, and said.
move selection to section NAME moves every selected row, and so does move to section in edit mode with rows selected.
