#! args: --demo
Tasks, 2 sections, 5 rows.
# find while a filter is on looks among the rows the filter shows. Text only in
# rows the filter hides is said hidden, with a way to reach it that works; text in
# no row at all names the filter once; text before the focus names the filter too.
> filter overdue
Filter overdue: no rows match.
> find Buy
Error: "Buy" is only in Buy bread, hidden by filter overdue. Type filter off, then first, then find again.
> find Zzz
Error: "Zzz" is in no row of Tasks, even those filter overdue hides. Try a shorter text, or search to look in every list.
> filter Call
Filter Call: 1 row matches.
Call Ana, 1 of 1, actions Done, Delete, Snooze.
> find Call
Error: "Call": no more rows in filter Call after this one. To go back to the first, type first, then find.
> add Buy milk
Added Buy milk, hidden by filter Call.
> find Buy
Error: "Buy" is only in 2 rows, hidden by filter Call. Type filter off, then first, then find again.
> filter off
Filter off, 6 rows.
Call Ana, 2 of 4.
> first
Tasks, 2 sections, 6 rows.
> find
Pending, section 1 of 2.
Buy bread, 1 of 4.
> filter Buy
Filter Buy: 2 rows match.
> last
Buy milk, 2 of 2 in filter Buy.
> find Buy
Error: "Buy": no more rows in filter Buy after this one. To go back to the first, type first, then find.
