#! args: --demo --profile pad
Tasks, 2 sections, 5 rows.
# Issue 25, trial25q new finding 12: edit on while editing and edit off while not
# editing both say that nothing changed, as every other no-op does.
> edit on
Editing.
> edit on
Already editing; nothing changed.
> edit off
Done editing.
> edit off
Not editing; nothing changed.
