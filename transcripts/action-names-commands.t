#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 point 8: an action is run by typing its name, so a name that starts with a command, in English or Spanish, is refused when declared.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> action add Read leading set read
Error: Read can't name an action: Read is a command, and typing it would run the command. Choose another name.
> action add next trailing set read
Error: next can't name an action: next is a command, and typing it would run the command. Choose another name.
> action add leer leading set read
Error: leer can't name an action: leer is a command, and typing it would run the command. Choose another name.
> action add Siguiente leading set read
Error: Siguiente can't name an action: Siguiente is a command, and typing it would run the command. Choose another name.
> action add Seen leading set read
Action Seen added, leading 1 of 1.
> action rename Seen to Read
Error: Read can't name an action: Read is a command, and typing it would run the command. Choose another name.
> goto Lists by ear
Today, section 1 of 2.
Lists by ear, 1 of 3, unread, actions Seen, Delete.
> Seen
Seen: Lists by ear. Now read.
> undo
Undid Seen on Lists by ear.
Lists by ear, 1 of 3, unread.
