#! args: --demo
Tasks, 2 sections, 5 rows.
# A range naming more rows than one range may (10,000) is refused as that, never read as a title.
> edit
Editing.
> select 1-4294967296
Error: select does not take "1-4294967296". Usage: numbers and ranges naming at most 10,000 rows, as in 2-5.
> select 1-99999999999999999999
Error: select does not take "1-99999999999999999999". Usage: numbers and ranges naming at most 10,000 rows, as in 2-5.
> select 1-99
Error: row 99: there are only 3. Give a number from 1 to 3.
> select 1-2
Buy bread and Call Ana selected, 2 in all.
