#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 point 16: every answer longer than the page is paged as list is:
# history TEXT, actions (the move it offers comes last), help GROUP. A long text
# typed is said back by its first 40 characters and its length, in refusals,
# headings, history lines and the confirmation of note and footer; read says a
# note whole.
> add common 0
Added common 0, 4 of 4.
> add common 1
Added common 1, 5 of 5.
> add common 2
Added common 2, 6 of 6.
> add common 3
Added common 3, 7 of 7.
> add common 4
Added common 4, 8 of 8.
> add common 5
Added common 5, 9 of 9.
> add common 6
Added common 6, 10 of 10.
> add common 7
Added common 7, 11 of 11.
> add common 8
Added common 8, 12 of 12.
> add common 9
Added common 9, 13 of 13.
> add common 10
Added common 10, 14 of 14.
> add common 11
Added common 11, 15 of 15.
> add common 12
Added common 12, 16 of 16.
> add common 13
Added common 13, 17 of 17.
> add common 14
Added common 14, 18 of 18.
> add common 15
Added common 15, 19 of 19.
> add common 16
Added common 16, 20 of 20.
> add common 17
Added common 17, 21 of 21.
> add common 18
Added common 18, 22 of 22.
> add common 19
Added common 19, 23 of 23.
> add common 20
Added common 20, 24 of 24.
> add common 21
Added common 21, 25 of 25.
> add common 22
Added common 22, 26 of 26.
> add common 23
Added common 23, 27 of 27.
> history common
History: 24 commands hold "common".
1. add common 0
2. add common 1
3. add common 2
4. add common 3
5. add common 4
6. add common 5
7. add common 6
8. add common 7
9. add common 8
10. add common 9
11. add common 10
12. add common 11
13. add common 12
14. add common 13
15. add common 14
16. add common 15
17. add common 16
18. add common 17
19. add common 18
20. add common 19
4 more. Type more.
> more
21. add common 20
22. add common 21
23. add common 22
24. add common 23
> field add flag0 boolean
Field flag0 added to Tasks: boolean.
> action add Act0 trailing toggle flag0
Action Act0 added, trailing 3 of 3.
> field add flag1 boolean
Field flag1 added to Tasks: boolean.
> action add Act1 trailing toggle flag1
Action Act1 added, trailing 4 of 4.
> field add flag2 boolean
Field flag2 added to Tasks: boolean.
> action add Act2 trailing toggle flag2
Action Act2 added, trailing 5 of 5.
> field add flag3 boolean
Field flag3 added to Tasks: boolean.
> action add Act3 trailing toggle flag3
Action Act3 added, trailing 6 of 6.
> field add flag4 boolean
Field flag4 added to Tasks: boolean.
> action add Act4 trailing toggle flag4
Action Act4 added, trailing 7 of 7.
> field add flag5 boolean
Field flag5 added to Tasks: boolean.
> action add Act5 trailing toggle flag5
Action Act5 added, trailing 8 of 8.
> field add flag6 boolean
Field flag6 added to Tasks: boolean.
> action add Act6 trailing toggle flag6
Action Act6 added, trailing 9 of 9.
> field add flag7 boolean
Field flag7 added to Tasks: boolean.
> action add Act7 trailing toggle flag7
Action Act7 added, trailing 10 of 10.
> field add flag8 boolean
Field flag8 added to Tasks: boolean.
> action add Act8 trailing toggle flag8
Action Act8 added, trailing 11 of 11.
> field add flag9 boolean
Field flag9 added to Tasks: boolean.
> action add Act9 trailing toggle flag9
Action Act9 added, trailing 12 of 12.
> field add flag10 boolean
Field flag10 added to Tasks: boolean.
> action add Act10 trailing toggle flag10
Action Act10 added, trailing 13 of 13.
> field add flag11 boolean
Field flag11 added to Tasks: boolean.
> action add Act11 trailing toggle flag11
Action Act11 added, trailing 14 of 14.
> field add flag12 boolean
Field flag12 added to Tasks: boolean.
> action add Act12 trailing toggle flag12
Action Act12 added, trailing 15 of 15.
> field add flag13 boolean
Field flag13 added to Tasks: boolean.
> action add Act13 trailing toggle flag13
Action Act13 added, trailing 16 of 16.
> field add flag14 boolean
Field flag14 added to Tasks: boolean.
> action add Act14 trailing toggle flag14
Action Act14 added, trailing 17 of 17.
> field add flag15 boolean
Field flag15 added to Tasks: boolean.
> action add Act15 trailing toggle flag15
Action Act15 added, trailing 18 of 18.
> field add flag16 boolean
Field flag16 added to Tasks: boolean.
> action add Act16 trailing toggle flag16
Action Act16 added, trailing 19 of 19.
> field add flag17 boolean
Field flag17 added to Tasks: boolean.
> action add Act17 trailing toggle flag17
Action Act17 added, trailing 20 of 20.
> field add flag18 boolean
Field flag18 added to Tasks: boolean.
> action add Act18 trailing toggle flag18
Action Act18 added, trailing 21 of 21.
> field add flag19 boolean
Field flag19 added to Tasks: boolean.
> action add Act19 trailing toggle flag19
Action Act19 added, trailing 22 of 22.
> field add flag20 boolean
Field flag20 added to Tasks: boolean.
> action add Act20 trailing toggle flag20
Action Act20 added, trailing 23 of 23.
> field add flag21 boolean
Field flag21 added to Tasks: boolean.
> action add Act21 trailing toggle flag21
Action Act21 added, trailing 24 of 24.
> field add flag22 boolean
Field flag22 added to Tasks: boolean.
> action add Act22 trailing toggle flag22
Action Act22 added, trailing 25 of 25.
> goto Buy
Buy bread, 1 of 27, actions Done, Delete, Snooze, Act0, Act1, Act2, Act3, Act4, Act5, Act6, Act7, Act8, Act9, Act10, Act11, Act12, Act13, Act14, Act15, Act16, Act17, Act18, Act19, Act20, Act21, Act22.
> actions
Buy bread, 26 actions.
1. Done, leading, full swipe, green.
2. Delete, trailing, destructive, full swipe.
3. Snooze, trailing, orange.
4. Act0, trailing.
5. Act1, trailing.
6. Act2, trailing.
7. Act3, trailing.
8. Act4, trailing.
9. Act5, trailing.
10. Act6, trailing.
11. Act7, trailing.
12. Act8, trailing.
13. Act9, trailing.
14. Act10, trailing.
15. Act11, trailing.
16. Act12, trailing.
17. Act13, trailing.
18. Act14, trailing.
19. Act15, trailing.
20. Act16, trailing.
6 more. Type more.
> more
21. Act17, trailing.
22. Act18, trailing.
23. Act19, trailing.
24. Act20, trailing.
25. Act21, trailing.
26. Act22, trailing.
Also: move down.
> help changing
Changing, 25 commands.
swipe: reveal an edge's actions, or with full run its first action.
do: run an action by name or number; alone, the one under the actions rotor.
cancel: close an open swipe.
delete: delete through the list's Delete action, or delete a whole list.
move, m: reorder the focused row among its siblings, put it inside ROW, or move it to another section or list.
indent: make the focused row the last subtask of the row above it.
outdent: make the focused row the next sibling of the row it is in.
edit: enter or leave edit mode; alone it toggles.
select: select a row, some rows, all rows, or the rows in a state.
deselect: deselect a row, some rows, all rows, or the rows in a state.
undo, u: take back the last change.
redo: redo the last change undone.
add: add a row at the end of the focused row's level, or inside it with child.
rename: rename a row, or a list.
note: set a row's notes; note off removes them.
footer: set or remove the focused section's footer.
set: set a field of a row, as in set due friday or set 2 due today.
unset: remove a field's value from a row.
toggle: switch a boolean field of a row on or off.
pin: pin a row, so that it can't be moved or deleted.
5 more. Type more.
> more
unpin: unpin a row.
mark: mark a row read, unread, done, undone, or in another boolean state.
field: declare a field of type boolean, text, date or number, or remove one.
repeat: make the focused row repeat: done keeps it and moves its due to the next time.
remind: set the focused row's reminder, said at the prompt when it falls due.
> set due ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Error: due takes a date, and "ab cd ab cd ab cd ab cd ab cd ab cd ab c... (179 characters)" is not one. For example: today, tomorrow, friday, in 3 days, dec 9 or 2026-12-09.
> help ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Error: "ab cd ab cd ab cd ab cd ab cd ab cd ab c... (179 characters)" is not a command or a group of them. Type help for the groups.
> find ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Error: "ab cd ab cd ab cd ab cd ab cd ab cd ab c... (179 characters)" is in no row of Tasks. Try a shorter text, or search to look in every list.
> search ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Search ab cd ab cd ab cd ab cd ab cd ab cd ab c... (179 characters): no rows found.
> note ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Note on Buy bread: ab cd ab cd ab cd ab cd ab cd ab cd ab c... (179 characters).
> footer ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Footer of Pending: ab cd ab cd ab cd ab cd ab cd ab cd ab c... (179 characters).
> sort ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Error: Tasks has no field "ab cd ab cd ab cd ab cd ab cd ab cd ab c... (179 characters)".
Its fields: done, due, snoozed, pinned, flag0, flag1, flag2, flag3, flag4, flag5, flag6, flag7, flag8, flag9, flag10, flag11, flag12, flag13, flag14, flag15, flag16, flag17, flag18, flag19, flag20,
flag21, flag22. A field's name is one word.
> repeat ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Error: "ab cd ab cd ab cd ab cd ab cd ab cd ab c...
(179 characters)" is not a repeat: repeat takes every week, every 2 days, every monday, every month on the 1st, every year, weekdays, every week after done, or off.
> remind ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Error: "ab cd ab cd ab cd ab cd ab cd ab cd ab c... (179 characters)" is not a reminder: remind takes 9:00, tomorrow at 18:00, 1 day before, or off.
> history ab cd ab
History: 9 commands hold "ab cd ab".
77. set due ab cd ab cd ab cd ab cd ab cd ab... (187 characters)
78. help ab cd ab cd ab cd ab cd ab cd ab cd... (184 characters)
79. find ab cd ab cd ab cd ab cd ab cd ab cd... (184 characters)
80. search ab cd ab cd ab cd ab cd ab cd ab ... (186 characters)
81. note ab cd ab cd ab cd ab cd ab cd ab cd... (184 characters)
82. footer ab cd ab cd ab cd ab cd ab cd ab ... (186 characters)
83. sort ab cd ab cd ab cd ab cd ab cd ab cd... (184 characters)
84. repeat ab cd ab cd ab cd ab cd ab cd ab ... (186 characters)
85. remind ab cd ab cd ab cd ab cd ab cd ab ... (186 characters)
> read
Buy bread, 1 of 27, actions Done, Delete, Snooze, Act0, Act1, Act2, Act3, Act4, Act5, Act6, Act7, Act8, Act9, Act10, Act11, Act12, Act13, Act14, Act15, Act16, Act17, Act18, Act19, Act20, Act21, Act22.
In Pending.
Notes: ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd.
Also: move down.
