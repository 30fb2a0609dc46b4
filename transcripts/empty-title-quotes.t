#! args: --demo
Tasks, 2 sections, 5 rows.
# Quotes with nothing between them are refused as empty by the command that took
# them, never looked up as a row or section name; a lone quote is a quote left open.
> goto ""
Error: goto needs a title between the quotes.
> goto "
Error: a quote opened at character 6 is not closed. Close it with a second quote, or take it out.
> goto "  "
Error: goto needs a title between the quotes.
> rename "" to Milk
Error: rename needs a title between the quotes.
> select ""
Error: select needs a title between the quotes.
> goto 1
Pending, section 1 of 2.
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> move before ""
Error: move needs a title between the quotes.
> expand ""
Error: expand needs a section name between the quotes.
> goto "Call Ana"
Call Ana, 2 of 3.
