#! args: --demo
Tasks, 2 sections, 5 rows.
# Ranges, lists and states select several rows; actions, moves and delete then take the whole selection as one change.
> edit
Editing.
> section 1
Pending, section 1 of 2, 3 rows.
> select 1-2
Buy bread and Call Ana selected, 2 in all.
> Done selection
Done: 2 rows. Now in Completed.
> undo
Undid Done on Buy bread and Call Ana.
Buy bread, 1 of 3, selected.
> deselect all
Deselected all, none selected.
> select 1, 2
Buy bread and Call Ana selected, 2 in all.
> Snooze
Snooze: 2 rows. Now snoozed.
> undo
Undid Snooze on Buy bread and Call Ana.
Buy bread, 1 of 3, selected.
> select done
Renew passport and Water the plants selected, 4 in all.
> selection
4 selected: Buy bread, Call Ana, Renew passport, Water the plants.
> move selection to section Pending
Moved Renew passport and Water the plants to Pending, 4 to 5 of 5.
> undo
Undid move of 2 rows.
Renew passport, 1 of 2, done, selected.
> deselect all
Deselected all, none selected.
> select 1-2
Renew passport and Water the plants selected, 2 in all.
> move to list Inbox
Moved Renew passport and Water the plants to Inbox, 4 to 5 of 5.
Done left behind: Inbox keeps no such state. Now unread.
Completed, section 2 of 2, no rows.
> undo
Undid move of 2 rows: back in Tasks.
Renew passport and Water the plants selected again, 2 in all.
Renew passport, 1 of 2, done, selected.
> deselect all
Deselected all, none selected.
> delete
Deleted Renew passport. 1 row left.
Water the plants, 1 of 1, done.
> undo
Undid delete of Renew passport.
Renew passport, 1 of 2, done.
> select 9-12
Error: row 12: there are only 2. Give a number from 1 to 2.
> select 3
Error: row 3: there are only 2. Give a number from 1 to 2.
> delete selection
Error: selection is empty. Select rows with select first.
> move selection up
Error: a selection moves only to a section or a list. Type move selection to section NAME, or to list NAME.
> deselect all
Nothing is selected; nothing changed.
> Done selection
Error: selection is empty. Select rows with select first.
> edit off
Done editing.
> select 1-2
Error: Tasks selects several rows on a phone only in edit mode; outside it, one at a time. Type edit, then select again.
> Snooze selection
Error: selection is empty. Select rows with select first.
