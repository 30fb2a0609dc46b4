#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 trial finding N7: where says the same lines in every layout, one fact
# a line, each led by what it is about: the column (only which one differs), the
# split style, the rotor, edit mode with the selection it holds, and the layout,
# a fixed one too (finding N4).
> where
Content column: Tasks.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> where
Buy bread, 1 of 3.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> layout regular
Layout: regular.
> where
Buy bread, 1 of 3.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: regular.
> edit
Editing.
> select 1-2
Buy bread and Call Ana selected, 2 in all.
> where
Buy bread, 1 of 3, selected.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode on, 2 selected.
Layout: regular.
> edit off
Done editing.
> rotor sections
Rotor: sections.
> where
Buy bread, 1 of 3, selected.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: sections.
Edit mode off, 2 selected.
Layout: regular.
> back
Sidebar column.
Tasks, 1 of 4, 5 rows.
> where
Tasks, 1 of 4.
Sidebar column: Lists.
Split: balanced.
Rotor: sections.
Edit mode off, 2 selected.
Layout: regular.
> layout compact
Layout: compact.
> where
Tasks, 1 of 4.
Sidebar column: Lists.
Split: balanced.
Rotor: sections.
Edit mode off, 2 selected.
Layout: compact.
