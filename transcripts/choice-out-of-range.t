#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 trial finding 1: a number outside an open numbered choice is refused
# with the numbers there are, and the choice stays open until another command is
# typed, so the number that follows chooses among the rows offered. A number past
# 64 bits is refused as a number, never as an unknown command.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> add Buy bread
Added Buy bread, 4 of 4.
> delete Buy bread
Error: "Buy bread" matches 2 rows:
1: row 1 of 4.
2: row 4 of 4.
Type a number to choose one, or more of the title.
> 3
Error: row 3: there are only 2. Give a number from 1 to 2.
> 0
Error: row 0: numbers start at 1. Give a number from 1 to 2.
> 99999999999999999999999
Error: row 99999999999999999999999: there are only 2. Give a number from 1 to 2.
> 2
Deleted Buy bread. 3 rows left.
Pay the rent, 3 of 3, pinned.
> list
Pending, 1 of 2, 3 rows.
Buy bread.
Call Ana.
Pay the rent, pinned.
> delete Call
Deleted Call Ana. 2 rows left.
> read
Pay the rent, 2 of 2, pinned, actions Snooze.
In Pending.
> 2
Error: 2 alone does nothing here; type goto 2.
> lists
4 lists.
1. Tasks, 4 rows, open.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
> 9
Error: list 9: there are only 4. Type lists to hear them.
> -99999999999999999999
Error: list -99999999999999999999: numbers start at 1. Give a number from 1 to 4.
> 3
Inbox, 3 rows.
Hint: for Lists, type back.
> 99999999999999999999
Error: no row 99999999999999999999: there are 3 here. Type goto and a number from 1 to 3.
