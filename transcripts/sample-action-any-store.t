#! args: --memory
Lists: none yet. Type new list and a name.
# Issue 25, trial25q new finding 11: in a store where no list has Done or Snooze, a
# sample action's name, in either language, is refused naming the actions the row has,
# as it is in the sample lists, never as "not a command".
> new list Imp
List Imp created.
Imp, no rows.
> add Beta
Added Beta, 1 of 1.
> Snooze
Error: Beta has no action "Snooze". Its actions: Delete.
> Done
Error: Beta has no action "Done". Its actions: Delete.
> Posponer
Error: Beta has no action "Posponer". Its actions: Delete.
> first
Imp, 1 row.
> Snooze
Error: Imp has no action "Snooze". Its actions: Delete.
