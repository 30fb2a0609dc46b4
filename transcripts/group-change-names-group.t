#! args: --memory --demo --today 2026-12-04
Tasks, 2 sections, 5 rows.
# Issue 21 (trial48 F12): in a list grouped by a field, a change that moves the row to another group says the group, as a move to a section does: Now in Snoozed.
> group snoozed
Tasks grouped by snoozed.
Tasks, 1 section, 5 rows.
> goto Buy
Not snoozed, section 1 of 1.
Buy bread, 1 of 5, actions Done, Delete, Snooze.
> do Snooze
Snooze: Buy bread. Now snoozed. Now in Snoozed.
> where
Buy bread, 1 of 1.
Content column: Tasks, section Snoozed.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
Group: snoozed.
> do Snooze
Snooze: Buy bread. No longer snoozed. Now in Not snoozed.
> mark snoozed
Buy bread: snoozed. Now in Snoozed.
> group due
Tasks grouped by due.
> goto Buy
Buy bread, 1 of 5, snoozed.
> set due tomorrow
Buy bread: due tomorrow. Now in Tomorrow.
> unset due
Buy bread: due removed. Now in No date.
