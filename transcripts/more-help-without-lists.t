#! args: --memory
Lists: none yet. Type new list and a name.
# more goes on with help all's pages in a store with no lists, as it does with one.
> page 3
Page: 3 rows.
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
> more
actions, a: the row's swipe actions, numbered, with edge, role and which one a full swipe runs.
selection: read the selected rows, or say or declare the selection the list allows.
history: the last commands, numbered; with TEXT, the ones holding it.
62 more. Type more.
# With nothing left to read and no list, a list is what is missing.
> new list Shopping
List Shopping created.
Shopping, no rows.
> delete list Shopping
List Shopping deleted, no rows.
> more
Error: more needs a list, and there are none yet. Type new list and a name.
