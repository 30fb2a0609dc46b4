#! args: --demo --now 2026-12-02T08:00
Tasks, 2 sections, 5 rows.
# A reminder set on a done row is kept but never said while the row is done, as reminders leaves it out: the answer says so, and marking the row not done brings it back.
> goto Water
Completed, section 2 of 2.
Water the plants, 2 of 2, done, actions Delete, Snooze.
> set due friday
Water the plants: due Friday.
> remind 1 day before
Water the plants: reminder 1 day before, 9am.
Water the plants is done, so its reminder waits until it is not done.
> reminders
No reminders to come.
> mark not done
Water the plants: not done.
> reminders
1 reminder to come.
Water the plants, Tasks, tomorrow 9am.
