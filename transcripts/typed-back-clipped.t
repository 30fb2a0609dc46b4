#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 trial finding 11: a long text typed is said back in a refusal by its
# first 40 characters and its length, never whole (a line of 65,000 characters was
# quoted back in pages of itself); a short one stays whole.
> goto ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Error: "ab cd ab cd ab cd ab cd ab cd ab cd ab c... (119 characters)" is not a row here. Type list to hear the rows.
> goto ab cd
Error: "ab cd" is not a row here. Type list to hear the rows.
> open ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Error: "ab cd ab cd ab cd ab cd ab cd ab cd ab c... (119 characters)" is not a list or row to open. Type lists or list to hear what there is.
> lists
4 lists.
1. Tasks, 5 rows, open.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
> 9999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999
Error: list 9999999999999999999999999999999999999999... (100 characters): there are only 4. Type lists to hear them.
