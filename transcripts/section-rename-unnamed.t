#! args: --demo
Tasks, 2 sections, 5 rows.
# section rename OLD to NEW where no section is called OLD is refused, saying how
# to give the focused section the whole text as its name: quoted.
> section 2
Completed, section 2 of 2, 2 rows.
> section rename Finished to Completed
Error: "Finished" is not a section. To give the focused section the name Finished to Completed, type section rename "Finished to Completed".
> section rename "Finished to Completed"
Section Completed renamed to Finished to Completed. Done now moves rows to Finished to Completed.
> undo
Undid rename of section Finished to Completed: Completed again.
