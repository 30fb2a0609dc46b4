#! args: --demo
Tasks, 2 sections, 5 rows.
# A date a filter can't read is refused with an example of the comparison typed.
> filter due after xyz
Error: "xyz" is not a date for due. For example: due after friday, due today.
> filter due by xyz
Error: "xyz" is not a date for due. For example: due by friday, due today.
> filter due before someday
Error: "someday" is not a date for due. For example: due before friday, due today.
