#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 (trial47 N9): undo of a section's rename names the section by the name it takes away and says the name it has again, and redo the same way round, so neither reads as the rename just done.
> section rename Completed to Finished
Section Completed renamed to Finished. Done now moves rows to Finished.
> undo
Undid rename of section Finished: Completed again.
> sections
2 sections.
1. Pending, 3 rows.
2. Completed, 2 rows.
> redo
Redid rename of section Completed: Finished again.
> sections
2 sections.
1. Pending, 3 rows.
2. Finished, 2 rows.
