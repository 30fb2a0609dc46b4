#! args: --demo
Tasks, 2 sections, 5 rows.
# With focus in the sidebar, a command that writes into the list open (its order, style, grouping, fields,
# actions, selection mode, a fold, a row named, the selection edit mode left) is refused and told to open
# the focused list: it would change the list open, Tasks, not the one focused, Inbox.
> edit
Editing.
> select 1-2
Buy bread and Call Ana selected, 2 in all.
> back
Lists, 4 lists.
Tasks, 1 of 4, 5 rows.
> goto 3
Inbox, 3 of 4, 3 rows, 2 unread, 1 unread reply.
> sort due
Error: sort changes a list, and focus is on the lists. Type open to go into Inbox.
> style plain
Error: style changes a list, and focus is on the lists. Type open to go into Inbox.
> group due
Error: group changes a list, and focus is on the lists. Type open to go into Inbox.
> field add cost number
Error: field add changes a list, and focus is on the lists. Type open to go into Inbox.
> field remove due
Error: field remove changes a list, and focus is on the lists. Type open to go into Inbox.
> action add Later trailing set snoozed
Error: action add changes a list, and focus is on the lists. Type open to go into Inbox.
> action remove Snooze
Error: action remove changes a list, and focus is on the lists. Type open to go into Inbox.
> selection mode single
Error: selection mode changes a list, and focus is on the lists. Type open to go into Inbox.
> collapse Pending
Error: collapse changes a list, and focus is on the lists. Type open to go into Inbox.
> expand
Error: expand changes a list, and focus is on the lists. Type open to go into Inbox.
> delete Buy bread
Error: delete needs a row, and focus is on the lists. Type open to go into Inbox.
> set Buy bread due today
Error: set needs a row, and focus is on the lists. Type open to go into Inbox.
> Snooze Buy bread
Error: Snooze needs a row, and focus is on the lists. Type open to go into Inbox.
> set due today
Error: set needs a row, and focus is on the lists. Type open to go into Inbox.
> unset due
Error: unset needs a row, and focus is on the lists. Type open to go into Inbox.
> delete selection
Error: delete changes a list, and focus is on the lists. Type open to go into Inbox.
> move to list Archive
Error: move needs a row, and focus is on the lists. Type open to go into Inbox.
> style
Tasks style: automatic.
> sort
Tasks in manual order.
> open Tasks
Tasks, 2 sections, 5 rows.
Hint: for Lists, type back.
> fields
Tasks, 4 fields.
1. done, boolean.
2. due, date.
3. snoozed, boolean.
4. pinned, boolean.
> selection
2 selected: Buy bread, Call Ana.
