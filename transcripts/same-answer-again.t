#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 trial finding 10: an answer whose first line is the line said just
# before names the command it answers, Answer to read, so that no two identical
# lines come in a row (SPEC §4); Again is only for the same command giving the
# same answer, and another command's answer is never marked as a repeat.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> read
Buy bread, 1 of 3, actions Done, Delete, Snooze. Answer to read.
In Pending.
Also: move down.
> goto 2
Call Ana, 2 of 3.
> expand
Error: Call Ana has no subtasks to expand or collapse.
> collapse
Error: Call Ana has no subtasks to expand or collapse. Answer to collapse.
> delete Zzz
Error: "Zzz" is not a row here. Type list to hear the rows.
> read Zzz
Error: "Zzz" is not a row here. Type list to hear the rows. Answer to read Zzz.
> add Milk
Added Milk, 4 of 4.
> undo
Undid add of Milk.
Pay the rent, 3 of 3, pinned.
> redo
Redid add of Milk.
