#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# A declared name that runs a command is refused at once, before the rest of the declaration is asked for.
> action add Read leading
Error: Read can't name an action: Read is a command, and typing it would run the command. Choose another name.
> action add next
Error: next can't name an action: next is a command, and typing it would run the command. Choose another name.
> action add Delete leading
Error: action needs more. Usage: action add NAME leading or trailing, then destructive or cancel, tint COLOR, and set FIELD, toggle FIELD, move to SECTION or delete.
> action add Later leading toggle snoozed
Action Later added, leading 2 of 2.
