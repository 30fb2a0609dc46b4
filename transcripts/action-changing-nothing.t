#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# An action typed by name that would change nothing (it moves rows to the section they are in) says so by the first row, as a set of a value held does, and leaves no undo step.
> action add Shelve trailing move to Completed
Action Shelve added, trailing 3 of 3.
> section 2
Completed, section 2 of 2, 2 rows.
> goto 1
Renew passport, 1 of 2, done, actions Delete, Snooze.
> Shelve
Renew passport is already in Completed; nothing changed.
> edit
Editing.
> select 1-2
Renew passport and Water the plants selected, 2 in all.
> Shelve
Renew passport and Water the plants are already in Completed; nothing changed.
> undo
Undid add of action Shelve.
