#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 (trial47 N4): a number typed before a command is suggested after it only when the command stands alone; a command with words of its own is not suggested with them reordered, so a long line is never repeated in a suggestion.
> 2 Snooze
Error: "2" is not a command. Did you mean Snooze 2?
> 0 goto ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab 
Error: "0" is not a command. Type help for the commands.
> 2 mark done
Error: "2" is not a command. Type help for the commands.
