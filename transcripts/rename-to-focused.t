#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# to with no row before it names the focused row: the title is what follows, never "to Oat milk".
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> rename to Oat milk
Renamed Buy bread to Oat milk.
> rename Oat milk to To do
Renamed Oat milk to To do.
# A row whose title starts with to is still named before the to that sets it off.
> rename To do to Done
Renamed To do to Done.
> rename to
Error: text missing: type it after the command.
