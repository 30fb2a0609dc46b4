#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# A range with a negative or huge end is refused as a range, whichever its sign, never read as a title.
> edit
Editing.
> select 1--9223372036854775808
Error: select does not take "1--9223372036854775808". Usage: numbers and ranges naming at most 10,000 rows, as in 2-5.
> select 1-9223372036854775807
Error: select does not take "1-9223372036854775807". Usage: numbers and ranges naming at most 10,000 rows, as in 2-5.
> select -9223372036854775808-9223372036854775807
Error: select does not take "-9223372036854775808-9223372036854775807". Usage: numbers and ranges naming at most 10,000 rows, as in 2-5.
> select 1--5
Error: row -5: numbers start at 1. Give a number from 1 to 3.
> select 2-3
Call Ana and Pay the rent selected, 2 in all.
