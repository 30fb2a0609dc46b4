#! args: --memory
Lists: none yet. Type new list and a name.
# Issue 25 (trial25t N5): rows outside any section, numbered 1 among the sections, are said as such, never by the list's name; section rename N to NEW renames section N as sections numbers it, and refuses section 1 when it holds the rows outside any section.
> new list Q
List Q created.
Q, no rows.
> add Loose
Added Loose, 1 of 1.
> section add Later
Section Later added, 2 of 2.
> add In later
Added In later, 1 of 1.
> sections
2 sections.
1. Outside any section, 1 row.
2. Later, 1 row.
> section 1
Outside any section, section 1 of 2, 1 row.
> section rename 2 to Soon
Section Later renamed to Soon.
> section rename 1 to Other
Error: rows outside any section have no header to change. Add a section with section add.
> sections
2 sections.
1. Outside any section, 1 row.
2. Soon, 1 row.
