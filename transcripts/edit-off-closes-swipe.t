#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25, a fresh trial's N8: edit off with only a swipe open closes the swipe
# and says only that, since editing was never turned on; help that has run out
# says more has nothing left of it.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> swipe leading
Buy bread, leading swipe open, 1 action.
1. Done, leading, full swipe, green.
Choose a number, an action's name, or cancel.
> edit off
Buy bread: swipe closed.
> edit off
Not editing; nothing changed.
> help changing
Changing, 25 commands.
swipe: reveal an edge's actions, or with full run its first action.
do: run an action by name or number; alone, the one under the actions rotor.
cancel: close an open swipe.
delete: delete through the list's Delete action, or delete a whole list.
move, m: reorder the focused row among its siblings, put it inside ROW, or move it to another section or list.
indent: make the focused row the last subtask of the row above it.
outdent: make the focused row the next sibling of the row it is in.
edit: enter or leave edit mode; alone it toggles.
select: select a row, some rows, all rows, or the rows in a state.
deselect: deselect a row, some rows, all rows, or the rows in a state.
undo, u: take back the last change.
redo: redo the last change undone.
add: add a row at the end of the focused row's level, or inside it with child.
rename: rename a row, or a list.
note: set a row's notes; note off removes them.
footer: set or remove the focused section's footer.
set: set a field of a row, as in set due friday or set 2 due today.
unset: remove a field's value from a row.
toggle: switch a boolean field of a row on or off.
pin: pin a row, so that it can't be moved or deleted.
5 more. Type more.
> more
unpin: unpin a row.
mark: mark a row read, unread, done, undone, or in another boolean state.
field: declare a field of type boolean, text, date or number, or remove one.
repeat: make the focused row repeat: done keeps it and moves its due to the next time.
remind: set the focused row's reminder, said at the prompt when it falls due.
> more
Error: more: nothing is left of the last answer. Type list, or read on from the focus, to hear rows.
