#! args: --demo
Tasks, 2 sections, 5 rows.
# open is judged for Again by the list it opens, not by how its name was typed:
# open INBOX straight after open inbox is the same answer again. Another command
# whose answer starts with the same line names the command it answers (issue 25
# point 9), and an open of another list is a new answer.
> open inbox
Inbox, 3 rows.
Hint: for Lists, type back.
> open inbox
Inbox is open, 3 rows.
> open INBOX
Inbox is open, 3 rows. Again.
> open Inb
Inbox is open, 3 rows. Again, 3 times in a row.
> first
Inbox, 3 rows.
> open Inbox
Inbox is open, 3 rows.
> open Articles
Articles, 2 sections, 5 rows.
> open ARTICLES
Articles is open, 2 sections, 5 rows.
