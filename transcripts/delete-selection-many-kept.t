#! args: --store many.db
Lists: none yet. Type new list and a name.
For the commands, type help.
# Forty rows, one holding a subtask, deleted as a selection and put back: the
# store counts many rows out and in as a set (Store+BulkWrite.swift). After a
# restart the counts, the words and the places are the ones row by row leaves.
> new list Many
List Many created.
Many, no rows.
> selection mode multiple
Many selection: multiple.
> add Row 1
Added Row 1, 1 of 1.
> add Row 2
Added Row 2, 2 of 2.
> add Row 3
Added Row 3, 3 of 3.
> add Row 4
Added Row 4, 4 of 4.
> add Row 5
Added Row 5, 5 of 5.
> add Row 6
Added Row 6, 6 of 6.
> add Row 7
Added Row 7, 7 of 7.
> add Row 8
Added Row 8, 8 of 8.
> add Row 9
Added Row 9, 9 of 9.
> add Row 10
Added Row 10, 10 of 10.
> add Row 11
Added Row 11, 11 of 11.
> add Row 12
Added Row 12, 12 of 12.
> add Row 13
Added Row 13, 13 of 13.
> add Row 14
Added Row 14, 14 of 14.
> add Row 15
Added Row 15, 15 of 15.
> add Row 16
Added Row 16, 16 of 16.
> add Row 17
Added Row 17, 17 of 17.
> add Row 18
Added Row 18, 18 of 18.
> add Row 19
Added Row 19, 19 of 19.
> add Row 20
Added Row 20, 20 of 20.
> add Row 21
Added Row 21, 21 of 21.
> add Row 22
Added Row 22, 22 of 22.
> add Row 23
Added Row 23, 23 of 23.
> add Row 24
Added Row 24, 24 of 24.
> add Row 25
Added Row 25, 25 of 25.
> add Row 26
Added Row 26, 26 of 26.
> add Row 27
Added Row 27, 27 of 27.
> add Row 28
Added Row 28, 28 of 28.
> add Row 29
Added Row 29, 29 of 29.
> add Row 30
Added Row 30, 30 of 30.
> add Row 31
Added Row 31, 31 of 31.
> add Row 32
Added Row 32, 32 of 32.
> add Row 33
Added Row 33, 33 of 33.
> add Row 34
Added Row 34, 34 of 34.
> add Row 35
Added Row 35, 35 of 35.
> add Row 36
Added Row 36, 36 of 36.
> add Row 37
Added Row 37, 37 of 37.
> add Row 38
Added Row 38, 38 of 38.
> add Row 39
Added Row 39, 39 of 39.
> add Row 40
Added Row 40, 40 of 40.
> goto Row 5
Row 5, 5 of 40, actions Delete.
> add child Inside five
Added Inside five under Row 5, level 2, 1 of 1.
> goto Row 1
Row 1, level 1, 1 of 40.
> edit on
Editing.
> select 1-40
40 rows selected, 40 in all.
> delete selection
Deleted 40 rows: Row 1, Row 2, Row 3 and 37 more, with 1 subtask. No rows left.
Many, no rows.
> lists
1 list.
1. Many, no rows, open.
> undo
Undid delete of 40 rows: Row 1, Row 2, Row 3 and 37 more.
40 rows selected again.
Row 1, 1 of 40, selected.
> find inside
Inside five, level 2, 1 of 1.
> filter row
Filter row: 40 rows match.
Row 1, level 1, 1 of 40, selected.
> filter off
Filter off, 40 rows.
Row 1, 1 of 40, selected.
> redo
Redid delete of 40 rows: Row 1, Row 2, Row 3 and 37 more.
Many, no rows.
> undo
Undid delete of 40 rows: Row 1, Row 2, Row 3 and 37 more.
40 rows selected again.
Row 1, 1 of 40, selected.
#! restart
Many, 40 rows.
> lists
1 list.
1. Many, 40 rows, open.
> undo
Error: undo: nothing to take back.
> open Many
Many is open, 40 rows.
> edit on
Editing.
> select 3-38
36 rows selected, 36 in all.
> delete selection
Deleted 36 rows: Row 3, Row 4, Row 5 and 33 more, with 1 subtask. 4 rows left.
#! restart
Many, 4 rows.
> lists
1 list.
1. Many, 4 rows, open.
> open Many
Many is open, 4 rows.
> filter row
Filter row: 4 rows match.
Row 1, 1 of 4, actions Delete.
> find five
Error: "five" is in no row of Many, even those filter row hides. Try a shorter text, or search to look in every list.
> last
Row 40, 4 of 4 in filter row.
