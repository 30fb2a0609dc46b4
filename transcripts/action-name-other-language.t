#! args: --demo
Tasks, 2 sections, 5 rows.
# An action whose name is a delete word in either language (delete, borrar) is
# reached by typing it only when it is the action delete runs; while another
# deleting action comes first, the name would run that one, and is refused
# (delete here is refused as taken first: Tasks has an action called Delete).
> action add borrar trailing set snoozed then delete
Error: borrar can't name an action: borrar is a command, and typing it would run the command. Choose another name.
> action add delete trailing set snoozed then delete
Error: Delete is taken: an action has that name. Choose another name.
> action rename Snooze to borrar
Error: borrar can't name an action: borrar is a command, and typing it would run the command. Choose another name.
> action remove Delete
Action Delete removed from trailing.
> action add borrar trailing set snoozed then delete
Action borrar added, trailing 2 of 2.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Snooze, borrar.
> borrar
borrar: Buy bread. Now snoozed. Deleted, 2 rows left.
Call Ana, 1 of 2.
> undo
Undid borrar on Buy bread.
Buy bread, 1 of 3.
