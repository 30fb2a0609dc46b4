#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 (trial47b): section rename in a list with no named section says at once that there is no header to change, never advice to quote a name.
> open Inbox
Inbox, 3 rows.
Hint: for Lists, type back.
> section rename Foo to X
Error: rows outside any section have no header to change. Add a section with section add.
> section rename Bar
Error: rows outside any section have no header to change. Add a section with section add. Answer to section rename Bar.
