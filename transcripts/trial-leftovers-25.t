#! args: --demo
Tasks, 2 sections, 5 rows.
# At the list's title a command that changes a section names itself, rather than acting on the first one unsaid.
> expand
Error: expand needs a row or a section, and focus is on the title of Tasks. Move to one with next.
> section delete
Error: section delete needs a section, and focus is on the title of Tasks. Move to one with next or section 1.
> section rename Soon
Error: section rename needs a section, and focus is on the title of Tasks. Move to one with next or section 1.
> footer Later
Error: footer needs a section, and focus is on the title of Tasks. Move to one with next or section 1.
# Named, a section is folded and opened only in the sidebar style: expand is refused
# for the style, as collapse is.
> expand Pending
Error: expand is only for the sidebar style, and Tasks is automatic. Type style sidebar first.
> collapse Pending
Error: collapse is only for the sidebar style, and Tasks is automatic. Type style sidebar first.
# A move to the list a row is already in says one row in the singular.
> open Archive
Archive, 2 rows.
Hint: for Lists, type back.
> goto 1
Trip photos, 1 of 2, collapsed, 1 reply, actions Delete.
> move to list Archive
Error: Archive holds the row already. Type move to section to move it within Archive.
> open Tasks
Tasks, 2 sections, 5 rows.
# A row's own actions are not said twice in a row: a filter's first row, then goto 1.
> filter done
Filter done: 2 rows match.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> goto 1
Renew passport, 1 of 2 in filter done, done.
> filter off
Filter off, 5 rows.
Renew passport, 1 of 2, done.
# Undo and redo of a rename name both names, as the rename did.
> section add Later
Section Later added, 3 of 3.
> section rename Soon
Section Later renamed to Soon.
> undo
Undid rename of section Soon: Later again.
> redo
Redid rename of section Later: Soon again.
> goto Buy
Pending, section 1 of 3.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> rename Milk
Renamed Buy bread to Milk.
> undo
Undid rename of Milk: Buy bread again.
Buy bread, 1 of 3.
# A title is at most 1000 characters, said in one line.
> add xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
Error: titles hold at most 1000 characters, and this one has 1001. Shorten it.
> new list sssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssss
Error: list names hold at most 1000 characters, and this one has 1001. Shorten it.
