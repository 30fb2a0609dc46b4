#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 trial finding 5: action move to where the action already is says it
# stays and leaves no undo step; a place past the edge's last is refused, as
# move to N refuses a row past the last.
> action move Snooze 2
Action Snooze stays trailing 2 of 2; nothing moved.
> undo
Error: undo: nothing to take back.
> action move Snooze 1
Action Snooze moved to trailing 1 of 2. A full swipe runs it.
> action move Snooze 1
Action Snooze stays trailing 1 of 2; nothing moved.
> undo
Undid move of action Snooze.
> action move Done 9223372036854775807
Error: place 9223372036854775807: leading holds only 1 action. Give 1.
> action move Snooze 1
Action Snooze moved to trailing 1 of 2. A full swipe runs it.
> action move Snooze 99
Error: place 99: trailing holds only 2 actions. Give a number from 1 to 2.
> undo
Undid move of action Snooze.
