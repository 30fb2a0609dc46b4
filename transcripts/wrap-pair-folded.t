#! args: --memory --demo --width 10
Tasks, 2
sections,
5 rows.
# Issue 25: a word longer than the line, said over and over, alternates two
# rows; the run of the pair is said as a count, as a run of one row is.
# The last one keeps its comma: the word is cut earlier, no line starts with it.
> add supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic 
Added
supercalif
ragilistic
The 2 lines above 18 more times.
supercalif
ragilisti
c, 4 of 4.
