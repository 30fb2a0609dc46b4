#! args: --demo
Tasks, 2 sections, 5 rows.
# A refusal says typed text back whole up to 60 characters, else by its first 40 and its length; a field named by several words is not advised to be added.
> group search Completed deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer
Error: Tasks has no field "search Completed deshacer deshacer desha... (187 characters)". Its fields: done, due, snoozed, pinned. A field's name is one word.
> group my field
Error: Tasks has no field "my field". Its fields: done, due, snoozed, pinned. A field's name is one word.
> group zzz
Error: Tasks has no field "zzz". Its fields: done, due, snoozed, pinned. Add one with field add zzz TYPE.
> help Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdef
Error: "Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdef" is not a command or a group of them. Type help for the groups.
> help Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdefg
Error: "Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcd... (61 characters)" is not a command or a group of them. Type help for the groups.
