#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# A double quote left open is refused (issue 25, N9): the rest of the line would be taken into the title.
> goto "Buy
Error: a quote opened at character 6 is not closed. Close it with a second quote, or take it out.
> goto "Zed
Error: a quote opened at character 6 is not closed. Close it with a second quote, or take it out. Answer to goto "Zed.
> rename "Call Ana to Call Eva
Error: a quote opened at character 8 is not closed. Close it with a second quote, or take it out.
> goto "42
Error: a quote opened at character 6 is not closed. Close it with a second quote, or take it out.
# A lone quote at the end is taken off the same way.
> goto Pay"
Pending, section 1 of 2.
Pay the rent, 3 of 3, pinned, actions Snooze.
> goto Zed"
Error: "Zed" is not a row here. Type list to hear the rows.
# An empty title names no row.
> goto ""
Error: goto needs a title between the quotes.
> goto "
Error: a quote opened at character 6 is not closed. Close it with a second quote, or take it out.
