#! args: --demo
Tasks, 2 sections, 5 rows.
# Again marks the same command giving the same answer, whichever of its words was typed.
> section 2
Completed, section 2 of 2, 2 rows.
> goto 2
Water the plants, 2 of 2, done, actions Delete, Snooze.
> next
Footer: Archived after thirty days.
> next
End of list.
> n
End of list. Again.
> next
End of list. Again, 3 times in a row.
> where
Footer: Archived after thirty days.
Content column: Tasks, section Completed.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> w
Footer: Archived after thirty days. Again.
Content column: Tasks, section Completed.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> where
Footer: Archived after thirty days. Again, 3 times in a row.
Content column: Tasks, section Completed.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
# Another command whose answer happens to match is not the same command: no Again.
> goto 1
Renew passport, 1 of 2, done, actions Delete, Snooze.
> deselect
Renew passport is not selected; nothing changed.
> deselect Buy bread
Buy bread is not selected; nothing changed.
