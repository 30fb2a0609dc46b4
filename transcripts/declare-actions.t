#! args: --store actions.db --demo
Tasks, 2 sections, 5 rows.
For the commands, type help.
# Swipe actions are declared per list: edge, role, tint, effect; removed, renamed,
# reordered (the first of an edge is what a full swipe runs); full swipe per edge.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> goto Lists by ear
Today, section 1 of 2.
Lists by ear, 1 of 3, unread, actions Delete.
> action add Seen leading tint blue set read then move to This week
Action Seen added, leading 1 of 1.
> actions
Lists by ear, 2 actions.
1. Seen, leading, full swipe, blue.
2. Delete, trailing, destructive, full swipe.
Also: move down.
> action add Archive trailing destructive
Action Archive added, trailing 1 of 1. No built-in Delete now.
# An action toggles only a field the list declares; the refusal names them.
> action add Later trailing tint purple toggle later
Error: Articles has no field "later". Its fields: read. Add one with field add later TYPE.
> field add later boolean
Field later added to Articles: boolean.
> field add flagged boolean
Field flagged added to Articles: boolean.
> action add Later trailing tint purple toggle later
Action Later added, trailing 2 of 2.
> action add Flag leading tint yellow toggle flagged
Action Flag added, leading 2 of 2.
> action add Flag trailing toggle flagged
Error: Flag is taken: an action has that name. Choose another name.
> action add Star leading tint pink
Error: action needs more. Usage: action add NAME leading or trailing, then destructive or cancel, tint COLOR, and set FIELD, toggle FIELD, move to SECTION or delete.
> action add Star leading tint sky toggle pinned
Error: action does not take "sky". Usage: tint and a colour: red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown or gray.
> action add Send leading move to Someday
Error: Send moves rows to Someday, and Articles has no such section. Type section add Someday first.
> action move Flag first
Action Flag moved to leading 1 of 2. A full swipe runs it.
> action full leading off
Articles full swipe leading: off.
> actions
Lists by ear, 4 actions.
1. Flag, leading, yellow.
2. Seen, leading, blue.
3. Archive, trailing, destructive, full swipe.
4. Later, trailing, purple.
Also: move down.
> swipe leading full
Error: the leading edge has full swipe off. Type swipe leading, then choose an action.
> swipe leading
Lists by ear, leading swipe open, 2 actions.
1. Flag, leading, yellow.
2. Seen, leading, blue.
Choose a number, an action's name, or cancel.
> 2
Seen: Lists by ear. Now read. Now in This week.
> undo
Undid Seen on Lists by ear.
Lists by ear, 1 of 3, unread.
> action rename Later to Snooze
Action Later renamed to Snooze.
> action move Snooze 1
Action Snooze moved to trailing 1 of 2. A full swipe runs it.
> action full trailing on
Articles full swipe trailing: on, runs Snooze. Already so; nothing changed.
> swipe trailing full
Snooze: Lists by ear. Now later.
> undo
Undid Snooze on Lists by ear.
Lists by ear, 1 of 3, unread.
> action remove Delete
Error: Delete is not a declared action. Type actions to hear them.
> action remove Zzz
Error: Zzz is not a declared action. Type actions to hear them.
> action remove Flag
Action Flag removed from leading.
> action remove Seen
Action Seen removed from leading.
> action remove Archive
Action Archive removed from trailing.
> action remove Snooze
Action Snooze removed from trailing. The built-in Delete is back.
> actions
Lists by ear, 1 action.
1. Delete, trailing, destructive, full swipe.
Also: move down.
> undo
Undid remove of action Snooze.
> undo
Undid remove of action Archive.
> undo
Undid remove of action Seen.
> action
Error: action needs more. Usage: action add NAME leading or trailing, then its role, tint and effect; action remove, rename, move NAME; action full leading or trailing on or off.
> quit
#! restart
Tasks, 2 sections, 5 rows.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> goto Lists by ear
Today, section 1 of 2.
Lists by ear, 1 of 3, unread, actions Seen, Snooze, Archive.
> actions
Lists by ear, 3 actions.
1. Seen, leading, blue.
2. Snooze, trailing, full swipe, purple.
3. Archive, trailing, destructive.
Also: move down.
