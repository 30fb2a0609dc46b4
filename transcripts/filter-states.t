#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# filter takes state terms as well as words, with and, or and not.
> set 1 due fri
Buy bread: due Friday.
> set 2 due tomorrow
Call Ana: due tomorrow.
> set 3 due 2026-11-20
Pay the rent: overdue since 20 November.
> filter not done and due before friday
Filter not done and due before friday: 2 rows match.
Call Ana, 1 of 2, due tomorrow, actions Done, Delete, Snooze.
> list all
Tasks, filter not done and due before friday: 2 rows match, 1 section.
Pending, 1 of 1, 2 rows, 1 overdue.
Call Ana, due tomorrow.
Pay the rent, overdue since 20 November, pinned.
> filter overdue or pinned
Filter overdue or pinned: 1 row matches.
Pay the rent, 1 of 1, overdue since 20 November, pinned, actions Snooze.
> list all
Tasks, filter overdue or pinned: 1 row matches, 1 section.
Pending, 1 of 1, 1 row, 1 overdue.
Pay the rent, overdue since 20 November, pinned.
> filter bread and not done
Filter bread and not done: 1 row matches.
Buy bread, 1 of 1, due Friday.
> filter done
Filter done: 2 rows match.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> list all
Tasks, filter done: 2 rows match, 1 section.
Completed, 1 of 1, 2 rows.
Renew passport, done.
Water the plants, done.
Footer: Archived after thirty days.
> filter not (done or pinned)
Filter not (done or pinned): 2 rows match.
Buy bread, 1 of 2, due Friday.
> list all
Tasks, filter not (done or pinned): 2 rows match, 1 section.
Pending, 1 of 1, 2 rows.
Buy bread, due Friday.
Call Ana, due tomorrow.
> filter "done"
Filter "done": no rows match.
> filter due
Filter due: 3 rows match.
Buy bread, 1 of 3, due Friday.
> filter due today
Filter due today: no rows match.
> filter snoozed
Filter snoozed: no rows match.
> filter off
Filter off, 5 rows.
Pending, section 1 of 2.
Buy bread, 1 of 3, due Friday.
> filter not
Error: "not" needs a word after it. Finish it, as in filter done and overdue.
> filter done and
Error: "and" needs a word after it. Finish it, as in filter done and overdue.
> filter (done
Error: a bracket is left open or closed twice. Check the brackets.
> filter due before someday
Error: "someday" is not a date for due. For example: due before friday, due today.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> filter unread
Filter unread: 3 rows match.
Lists by ear, 1 of 3, unread, actions Delete.
> list all
Articles, filter unread: 3 rows match, 2 sections.
Today, 1 of 2, 2 rows.
Lists by ear, unread.
Morning news digest, unread.
This week, 2 of 2, 1 row.
Writing good alt text, unread.
> filter unread and not alt
Filter unread and not alt: 2 rows match.
> filter read
Filter read: 2 rows match.
Braille displays explained, 1 of 2.
> filter off
Filter off, 5 rows.
Braille displays explained, 2 of 3.
