#! args: --memory --demo
Tasks, 2 sections, 5 rows.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> goto 1
Today, section 1 of 2.
Lists by ear, 1 of 3, unread, actions Delete.
> Done
Error: Lists by ear has no action "Done". Its actions: Delete.
> Snooze 2
Error: Lists by ear has no action "Snooze". Its actions: Delete.
> Delete
Deleted Lists by ear. 2 rows left.
Braille displays explained, 1 of 2.
