#! args: --demo
Tasks, 2 sections, 5 rows.
# open of the list open, focus on its title, says so calmly, once: no Back line,
# no undo step. From a row it goes back to the title, as before.
> open Tasks
Tasks is open, 2 sections, 5 rows.
> open Tasks
Tasks is open, 2 sections, 5 rows. Again.
> undo
Error: undo: nothing to take back.
> goto 2
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> open Tasks
Tasks, 2 sections, 5 rows.
Hint: for Lists, type back.
> open Inbox
Inbox, 3 rows.
> open Inbox
Inbox is open, 3 rows.
