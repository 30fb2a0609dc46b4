#! args: --demo
Tasks, 2 sections, 5 rows.
# section rename OLD to NEW renames the section named OLD, as rows are renamed, and
# the actions that move rows there follow it; a text whose first words name no
# section is refused, and quoted whole it is the focused section's new name, "to" and all.
> section rename Completed to Finished
Section Completed renamed to Finished. Done now moves rows to Finished.
> sections
2 sections.
1. Pending, 3 rows.
2. Finished, 2 rows.
> section 1
Pending, section 1 of 2, 3 rows.
> section rename Back to the start
Error: "Back" is not a section. To give the focused section the name Back to the start, type section rename "Back to the start".
> section rename "Back to the start"
Section Pending renamed to Back to the start.
> sections
2 sections.
1. Back to the start, 3 rows.
2. Finished, 2 rows.
> undo
Undid rename of section Back to the start: Pending again.
> sections
2 sections.
1. Pending, 3 rows.
2. Finished, 2 rows.
