#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 point 15: a state word said of several rows agrees with them; English words do not change.
> edit
Editing.
> select 1-3
Buy bread, Call Ana and Pay the rent selected, 3 in all.
> Snooze selection
Snooze: 3 rows. Now snoozed.
> toggle selection snoozed
Not snoozed: 3 rows.
> select 1
Buy bread is already selected; nothing changed.
> toggle selection snoozed
Snoozed: 3 rows.
> select all
All selected, 5 rows.
> toggle selection snoozed
Toggle: Renew passport and Water the plants now snoozed; Buy bread, Call Ana and Pay the rent no longer snoozed.
> toggle selection snoozed
Toggle: Buy bread, Call Ana and Pay the rent now snoozed; Renew passport and Water the plants no longer snoozed.
> toggle 2 snoozed
Call Ana: not snoozed.
> toggle 3 snoozed
Pay the rent: not snoozed.
> toggle selection snoozed
Toggle: 4 rows now snoozed; Buy bread no longer snoozed.
