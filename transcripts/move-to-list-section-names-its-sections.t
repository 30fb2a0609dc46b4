#! args: --memory --demo
Tasks, 2 sections, 5 rows.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> move to list Articles section Nope
Error: Articles has no section "Nope". Its sections: Today, This week.
> move to list Inbox section Nope
Error: Inbox has no section "Nope", and no named sections.
