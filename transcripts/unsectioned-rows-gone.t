#! args: --memory
Lists: none yet. Type new list and a name.
# Issue 25 (trial25s N5): rows outside any section are numbered as section 1 while there are named sections; when the last of them goes, that is said with how the sections are numbered now.
> new list Q
List Q created.
Q, no rows.
> add a
Added a, 1 of 1.
> section add S2
Section S2 added, 2 of 2.
> sections
2 sections.
1. Outside any section, 1 row.
2. S2, no rows.
> section 1
Outside any section, section 1 of 2, 1 row.
> goto a
a, 1 of 1, actions Delete.
> delete
Deleted a. No rows left.
Q, 1 section, no rows.
Last row outside any section gone. Q has 1 section, now section 1.
> sections
1 section.
1. S2, no rows.
> undo
Undid delete of a.
a, 1 of 1.
> sections
2 sections.
1. Outside any section, 1 row.
2. S2, no rows.
