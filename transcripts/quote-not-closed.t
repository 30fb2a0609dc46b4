#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Issue 25, N9: a double quote that opens a title and is never closed is refused,
# never taken into the title; one after a letter or digit is part of the word.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> add "
Error: a quote opened at character 5 is not closed. Close it with a second quote, or take it out.
> add "Milk
Error: a quote opened at character 5 is not closed. Close it with a second quote, or take it out. Answer to add "Milk.
> rename "Call Ana to Call Eva
Error: a quote opened at character 8 is not closed. Close it with a second quote, or take it out.
> add 5" screen
Added 5" screen, 4 of 4.
> add "Milk; eggs"
Added Milk; eggs, 5 of 5.
> goto "Milk; eggs"
Milk; eggs, 5 of 5.
