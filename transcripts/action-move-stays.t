#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 trial finding 5: action move to where the action already is, or past
# the end when it is last, says it stays and leaves no undo step; past the end
# otherwise moves it to the last place, said as it is.
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
Action Done stays leading 1 of 1; nothing moved.
> action move Snooze 1
Action Snooze moved to trailing 1 of 2. A full swipe runs it.
> action move Snooze 99
Action Snooze moved to trailing 2 of 2.
> undo
Undid move of action Snooze.
