#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# A field 71 rows hold (more than are read one by one in a long list) is removed, put back by undo with every value, and removed again by redo.
> field add size number
Field size added to Tasks: number.
> add Box 1
Added Box 1, 4 of 4.
> add Box 2
Added Box 2, 5 of 5.
> add Box 3
Added Box 3, 6 of 6.
> add Box 4
Added Box 4, 7 of 7.
> add Box 5
Added Box 5, 8 of 8.
> add Box 6
Added Box 6, 9 of 9.
> add Box 7
Added Box 7, 10 of 10.
> add Box 8
Added Box 8, 11 of 11.
> add Box 9
Added Box 9, 12 of 12.
> add Box 10
Added Box 10, 13 of 13.
> add Box 11
Added Box 11, 14 of 14.
> add Box 12
Added Box 12, 15 of 15.
> add Box 13
Added Box 13, 16 of 16.
> add Box 14
Added Box 14, 17 of 17.
> add Box 15
Added Box 15, 18 of 18.
> add Box 16
Added Box 16, 19 of 19.
> add Box 17
Added Box 17, 20 of 20.
> add Box 18
Added Box 18, 21 of 21.
> add Box 19
Added Box 19, 22 of 22.
> add Box 20
Added Box 20, 23 of 23.
> add Box 21
Added Box 21, 24 of 24.
> add Box 22
Added Box 22, 25 of 25.
> add Box 23
Added Box 23, 26 of 26.
> add Box 24
Added Box 24, 27 of 27.
> add Box 25
Added Box 25, 28 of 28.
> add Box 26
Added Box 26, 29 of 29.
> add Box 27
Added Box 27, 30 of 30.
> add Box 28
Added Box 28, 31 of 31.
> add Box 29
Added Box 29, 32 of 32.
> add Box 30
Added Box 30, 33 of 33.
> add Box 31
Added Box 31, 34 of 34.
> add Box 32
Added Box 32, 35 of 35.
> add Box 33
Added Box 33, 36 of 36.
> add Box 34
Added Box 34, 37 of 37.
> add Box 35
Added Box 35, 38 of 38.
> add Box 36
Added Box 36, 39 of 39.
> add Box 37
Added Box 37, 40 of 40.
> add Box 38
Added Box 38, 41 of 41.
> add Box 39
Added Box 39, 42 of 42.
> add Box 40
Added Box 40, 43 of 43.
> add Box 41
Added Box 41, 44 of 44.
> add Box 42
Added Box 42, 45 of 45.
> add Box 43
Added Box 43, 46 of 46.
> add Box 44
Added Box 44, 47 of 47.
> add Box 45
Added Box 45, 48 of 48.
> add Box 46
Added Box 46, 49 of 49.
> add Box 47
Added Box 47, 50 of 50.
> add Box 48
Added Box 48, 51 of 51.
> add Box 49
Added Box 49, 52 of 52.
> add Box 50
Added Box 50, 53 of 53.
> add Box 51
Added Box 51, 54 of 54.
> add Box 52
Added Box 52, 55 of 55.
> add Box 53
Added Box 53, 56 of 56.
> add Box 54
Added Box 54, 57 of 57.
> add Box 55
Added Box 55, 58 of 58.
> add Box 56
Added Box 56, 59 of 59.
> add Box 57
Added Box 57, 60 of 60.
> add Box 58
Added Box 58, 61 of 61.
> add Box 59
Added Box 59, 62 of 62.
> add Box 60
Added Box 60, 63 of 63.
> add Box 61
Added Box 61, 64 of 64.
> add Box 62
Added Box 62, 65 of 65.
> add Box 63
Added Box 63, 66 of 66.
> add Box 64
Added Box 64, 67 of 67.
> add Box 65
Added Box 65, 68 of 68.
> add Box 66
Added Box 66, 69 of 69.
> edit
Editing.
> select all
All selected, 71 rows.
> set selection size 3
Size 3: 71 rows.
> deselect all
Deselected all, none selected.
> first
Tasks, 2 sections, 71 rows.
> field remove size
Field size removed from Tasks, and its value from 71 rows.
> list
Pending, 1 of 2, 69 rows.
Buy bread.
Call Ana.
Pay the rent, pinned.
Box 1.
Box 2.
Box 3.
Box 4.
Box 5.
Box 6.
Box 7.
Box 8.
Box 9.
Box 10.
Box 11.
Box 12.
Box 13.
Box 14.
Box 15.
Box 16.
Box 17.
49 more. Type more.
> undo
Undid field remove of size.
> list
Pending, 1 of 2, 69 rows.
Buy bread, size 3.
Call Ana, size 3.
Pay the rent, pinned, size 3.
Box 1, size 3.
Box 2, size 3.
Box 3, size 3.
Box 4, size 3.
Box 5, size 3.
Box 6, size 3.
Box 7, size 3.
Box 8, size 3.
Box 9, size 3.
Box 10, size 3.
Box 11, size 3.
Box 12, size 3.
Box 13, size 3.
Box 14, size 3.
Box 15, size 3.
Box 16, size 3.
Box 17, size 3.
49 more. Type more.
> redo
Redid field remove of size.
> undo
Undid field remove of size.
> goto Box 66
Box 66, 69 of 69, size 3, actions Done, Delete, Snooze.
