#! args: --demo
Tasks, 2 sections, 5 rows.
# A full swipe runs the first action the edge offers, as the swipe shows them: an edge with none offered gives the same answer both ways.
> goto Pay
Pending, section 1 of 2.
Pay the rent, 3 of 3, pinned, actions Snooze.
> swipe leading
Error: Pay the rent has no leading actions. Type actions to hear the ones it has.
> swipe leading full
Error: Pay the rent has no leading actions. Type actions to hear the ones it has. Answer to swipe leading full.
> swipe trailing full
Snooze: Pay the rent. Now snoozed.
> goto Renew
Completed, section 2 of 2.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> swipe leading
Error: Renew passport has no leading actions. Type actions to hear the ones it has.
> swipe leading full
Error: Renew passport has no leading actions. Type actions to hear the ones it has. Answer to swipe leading full.
