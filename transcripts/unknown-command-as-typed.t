#! args: --demo
Tasks, 2 sections, 5 rows.
# An unknown word is said back as typed, in quotes, its case kept; a guess is only
# offered when it is close for the word's length: none for a word of one or two
# letters unless it begins one command.
> Ñ
Error: "Ñ" is not a command. Type help for the commands.
> Xy
Error: "Xy" is not a command. Type help for the commands.
> Nxt
Error: "Nxt" is not a command. Did you mean next?
> Delte 2
Error: "Delte" is not a command. Did you mean delete?
> wh
Error: "wh" is not a command. Did you mean where?
