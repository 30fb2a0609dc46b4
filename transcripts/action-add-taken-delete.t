#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25: a name another action of the list holds is refused as taken, the
# reason it can't be had here, before it is weighed as a command's name.
> action add Delete trailing delete
Error: Delete is taken: an action has that name. Choose another name.
> action add snooze trailing set snoozed
Error: Snooze is taken: an action has that name. Choose another name.
> action rename Snooze to Delete
Error: Delete is taken: an action has that name. Choose another name.
# In a list without an action called Delete, the deleting one may take the name.
> new list Errands
List Errands created.
Errands, no rows.
> action add Delete trailing delete
Action Delete added, trailing 1 of 1. No built-in Delete now.
