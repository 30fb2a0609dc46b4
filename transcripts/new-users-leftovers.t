#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Issue 25, what the third trial left: every piece of advice is a command that works,
# help of a state or an action helps with it, numbers below 1 and past the end are
# refused by the number typed, a quoted word is said back in one pair of quotes.
> rename Milk
Error: rename needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> help done
done: a state of rows. Type filter done to hear the rows in it, or help mark to set and clear states.
Done: an action of Tasks. Type Done to run it on the focused row, or actions to hear what it does.
> help Snooze
Snooze: an action of Tasks. Type Snooze to run it on the focused row, or actions to hear what it does.
> help overdue
overdue: a state of rows. Type filter overdue to hear the rows in it, or help mark to set and clear states.
> rename list Tasks Chores
Error: rename needs more. Usage: rename list NAME to NEW.
> rename list
Error: rename needs more. Usage: rename list NAME to NEW. Answer to rename list.
> select 1-99
Error: row 99: there are only 3. Give a number from 1 to 3.
> select 1, 2, 9
Error: row 9: there are only 3. Give a number from 1 to 3.
> list 0
Error: section 0: numbers start at 1. Give a number from 1 to 2.
> list -1
Error: section -1: numbers start at 1. Give a number from 1 to 2.
> list 9
Error: section 9: there are only 2. Give a number from 1 to 2.
> goto 0
Error: row 0: numbers start at 1. Give a number from 1 to 3.
> move "x"
Error: move does not take "x". Usage: move up, down, top, bottom, to N, before ROW, after ROW, to ROW, to section NAME, or to list NAME.
> move "x y"
Error: move does not take "x y". Usage: move up, down, top, bottom, to N, before ROW, after ROW, to ROW, to section NAME, or to list NAME.
> voice name abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghij
Voice: abcdefghijabcdefghijabcdefghijabcdefghij... (100 characters).
# The agenda counts its rows once when one day holds them all.
> set due yesterday
Buy bread: overdue 1 day.
> agenda
Agenda, 1 row.
Overdue.
Buy bread, Tasks, overdue 1 day.
> set due tomorrow
Buy bread: due tomorrow.
> goto 2
Call Ana, 2 of 3.
> set due today
Call Ana: due today.
> agenda
Agenda, 2 rows.
Today, Tuesday 1 December, 1 row.
Call Ana, Tasks.
Tomorrow, Wednesday 2 December, 1 row.
Buy bread, Tasks.
# A filter turned off says the row it had focused, where it now stands.
> filter call
Filter call: 1 row matches.
> filter off
Filter off, 5 rows.
Call Ana, 2 of 3, due today.
# Opening another list says what the one left lost: selection, edit mode, filter.
> edit
Editing.
> select 1
Buy bread selected, 1 in all.
> filter bread
Filter bread: 1 row matches.
Buy bread, 1 of 1, due tomorrow, selected.
> open Articles
Articles, 2 sections, 5 rows.
Selection cleared.
Editing ended.
Filter bread off.
Hint: for Lists, type back.
> edit
Editing.
> new list Chores
List Chores created.
Chores, no rows.
Editing ended.
# where with no list at all says so, and how to make one.
> delete list Tasks
List Tasks deleted, 5 rows.
> delete list Articles
List Articles deleted, 5 rows.
> delete list Inbox
List Inbox deleted, 3 rows.
> delete list Archive
List Archive deleted, 2 rows.
> delete list Chores
List Chores deleted, no rows.
> where
Sidebar column: no lists yet. Type new list and a name.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> list 0
Error: list needs a list, and there are none yet. Type new list and a name.
