#! args: --memory --demo --width 10
Tasks, 2
sections,
5 rows.
# Issue 25: a word longer than the line, divided with a hyphen into two rows
# (17 letters at 10 cells), said over and over, alternates the two rows; the run
# of the pair is said as a count, as a run of one row is. The last one keeps its
# comma: no line starts with it.
> add supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis 
Added
supercali-
fragilis
The 2 lines above 18 more times.
supercali-
fragilis,
4 of 4.
