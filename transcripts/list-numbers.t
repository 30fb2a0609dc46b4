#! args: --demo
Tasks, 2 sections, 5 rows.
# The numbers lists reads are the numbers open takes, in the sidebar and after lists.
> lists
4 lists.
1. Tasks, 5 rows, open.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
> open 2
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> open 2
Detail: Braille displays explained, 2 of 3, selected.
Hint: for Articles, type back.
> back
Content column.
Braille displays explained, 2 of 3, selected, actions Delete.
> back
Lists, 4 lists.
Articles, 2 of 4, 5 rows, 3 unread.
> open 3
Inbox, 3 rows.
Selection cleared.
> lists
4 lists.
1. Tasks, 5 rows.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply, open.
4. Archive, 2 rows.
> where
Content column: Inbox.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> open 4
Error: row 4: there are only 3. Give a number from 1 to 3.
> lists
4 lists.
1. Tasks, 5 rows.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply, open.
4. Archive, 2 rows.
> open 9
Error: list 9: there are only 4. Type lists to hear them.
> 2
Error: 2 alone does nothing here; type goto 2.
> back
Lists, 4 lists.
Inbox, 3 of 4, 3 rows, 2 unread, 1 unread reply.
> goto 3
Inbox, 3 of 4, 3 rows, 2 unread, 1 unread reply. Answer to goto 3.
> goto Tasks
Tasks, 1 of 4, 5 rows.
> 2
Articles, 2 sections, 5 rows.
