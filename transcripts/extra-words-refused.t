#! args: --demo
Tasks, 2 sections, 5 rows.
# A word after a command that takes none, or after move up, down, top or bottom, is refused with the usage, not dropped.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> move down 2
Error: move does not take "2". Usage: move up, down, top, bottom, to N, before ROW, after ROW, to ROW, to section NAME, or to list NAME.
> move down please now
Error: move does not take "please now". Usage: move up, down, top, bottom, to N, before ROW, after ROW, to ROW, to section NAME, or to list NAME.
> move down -9223372036854775808
Error: move does not take "-9223372036854775808". Usage: move up, down, top, bottom, to N, before ROW, after ROW, to ROW, to section NAME, or to list NAME.
> move up 9223372036854775807
Error: move does not take "9223372036854775807". Usage: move up, down, top, bottom, to N, before ROW, after ROW, to ROW, to section NAME, or to list NAME.
> move top 1
Error: move does not take "1". Usage: move up, down, top, bottom, to N, before ROW, after ROW, to ROW, to section NAME, or to list NAME.
> next 3
Error: next does not take "3". Usage: next.
> previous 9223372036854775807
Error: previous does not take "9223372036854775807". Usage: previous.
> where
Buy bread, 1 of 3.
Content column: Tasks, section Pending.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> move down
Moved Buy bread to 2 of 3, after Call Ana.
> next
Pay the rent, 3 of 3, pinned, actions Snooze.
