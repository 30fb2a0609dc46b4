#! args: --store chores.db
Lists: none yet. Type new list and a name.
For the commands, type help.
# A list built from nothing by commands alone: sections, a footer, actions on both
# edges with tints and full swipe, the selection it allows; then used, and kept.
> new list Chores
List Chores created.
Chores, no rows.
> section add To do
Section To do added, 1 of 1.
> add Sweep the floor
Added Sweep the floor, 1 of 1.
> add Water the plants
Added Water the plants, 2 of 2.
> add Take out the rubbish
Added Take out the rubbish, 3 of 3.
> add Dust the shelves
Added Dust the shelves, 4 of 4.
> section add Done
Section Done added, 2 of 2.
> footer Cleared every Sunday.
Footer of Done: Cleared every Sunday.
# An action sets or toggles only fields the list declares.
> field add done boolean
Field done added to Chores: boolean.
> field add later boolean
Field later added to Chores: boolean.
> field add flagged boolean
Field flagged added to Chores: boolean.
> action add Done leading tint green set done then move to Done
Action Done added, leading 1 of 1.
> action add Later leading tint orange toggle later
Action Later added, leading 2 of 2.
> action add Delete trailing destructive
Action Delete added, trailing 1 of 1. No built-in Delete now.
> action add Flag trailing tint yellow toggle flagged
Action Flag added, trailing 2 of 2.
> action full trailing off
Chores full swipe trailing: off.
> selection mode multiple
Chores selection: multiple.
> style insetGrouped
Chores style: insetGrouped.
> list all
To do, 1 of 2, 4 rows.
Sweep the floor.
Water the plants.
Take out the rubbish.
Dust the shelves.
Done, 2 of 2, no rows.
Footer: Cleared every Sunday.
> goto Sweep the floor
To do, section 1 of 2.
Sweep the floor, 1 of 4, actions Done, Later, Delete, Flag.
> actions
Sweep the floor, 4 actions.
1. Done, leading, full swipe, green.
2. Later, leading, orange.
3. Delete, trailing, destructive.
4. Flag, trailing, yellow.
Also: move down.
> swipe leading full
Done: Sweep the floor. Now in Done.
> goto Water the plants
To do, section 1 of 2.
Water the plants, 1 of 3.
> swipe trailing full
Error: the trailing edge has full swipe off. Type swipe trailing, then choose an action.
> swipe trailing
Water the plants, trailing swipe open, 2 actions.
1. Delete, trailing, destructive.
2. Flag, trailing, yellow.
Choose a number, an action's name, or cancel.
> 2
Flag: Water the plants. Now flagged.
> edit
Editing.
> select 2-3
Take out the rubbish and Dust the shelves selected, 2 in all.
> Done selection
Done: 2 rows. Now in Done.
> edit off
Done editing.
> list all
To do, 1 of 2, 1 row.
Water the plants, flagged.
Done, 2 of 2, 3 rows.
Sweep the floor, done.
Take out the rubbish, done, selected.
Dust the shelves, done, selected.
Footer: Cleared every Sunday.
> quit
#! restart
Chores, 2 sections, 4 rows.
> lists
1 list.
1. Chores, 4 rows, open.
> list all
To do, 1 of 2, 1 row.
Water the plants, flagged.
Done, 2 of 2, 3 rows.
Sweep the floor, done.
Take out the rubbish, done.
Dust the shelves, done.
Footer: Cleared every Sunday.
> goto Water the plants
To do, section 1 of 2.
Water the plants, 1 of 1, flagged, actions Done, Later, Delete, Flag.
> actions
Water the plants, 4 actions.
1. Done, leading, full swipe, green.
2. Later, leading, orange.
3. Delete, trailing, destructive.
4. Flag, trailing, yellow.
