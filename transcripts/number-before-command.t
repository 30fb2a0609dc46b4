#! args: --demo
Tasks, 2 sections, 5 rows.
# A number typed before a command is the command's number put first: the command is suggested with the number after it, and a number is never taken for a slip of a command's name.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> 2 Snooze
Error: "2" is not a command. Did you mean Snooze 2?
> 3 delete
Error: "3" is not a command. Did you mean delete 3?
> 2 xyz
Error: "2" is not a command. Type help for the commands.
> 1 2 3
Error: "1" is not a command. Type help for the commands.
