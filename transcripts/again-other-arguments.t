#! args: --demo
Tasks, 2 sections, 5 rows.
# Again is said only when the same command gives the same answer: the same verb and arguments, or
# their aliases (mark undone, mark not done). The same verb with other arguments whose answer's words
# happen to match names the command it answers instead, never Again (issue 25 trial finding N6).
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> move top
Buy bread stays 1 of 3; nothing moved.
> move up
Buy bread stays 1 of 3; nothing moved. Answer to move up.
> move up
Buy bread stays 1 of 3; nothing moved. Again.
> first
Tasks, 2 sections, 5 rows.
> mark snoozed
Error: mark needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> mark done
Error: mark needs a row, and focus is on the title of Tasks. Move to one with next or goto 1. Answer to mark done.
> mark undone
Error: mark needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> mark not done
Error: mark needs a row, and focus is on the title of Tasks. Move to one with next or goto 1. Again.
> goto 3
Pending, section 1 of 2.
Pay the rent, 3 of 3, pinned, actions Snooze.
> swipe leading
Error: Pay the rent has no leading actions. Type actions to hear the ones it has.
> swipe leading full
Error: Pay the rent has no leading actions. Type actions to hear the ones it has. Answer to swipe leading full.
> filter overdue
Filter overdue: no rows match.
> list all
Tasks: no rows match filter overdue. Type filter off to hear them all.
> list
Tasks: no rows match filter overdue. Type filter off to hear them all. Answer to list.
> list
Tasks: no rows match filter overdue. Type filter off to hear them all. Again.
