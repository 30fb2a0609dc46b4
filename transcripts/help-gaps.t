#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# help columns names the split styles too, help group names every date group, and a
# date comparison with nothing after it is answered with an example of its own kind.
> help columns
columns: say or set which columns show, or the split style.
Usage: columns, or columns all, double, detail, automatic, balanced or prominentDetail.
all, double, detail and automatic choose the columns shown.
balanced and prominentDetail choose the split style: balanced narrows the detail to show the columns before it; prominentDetail keeps the detail its full size, with the others over it.
> columns prominentDetail
Split: prominentDetail.
> help group
group: say or set the field the list is shown grouped by.
Usage: group, group FIELD, or group off.
Grouped by a date, the sections are Overdue, Earlier (a past date that is not overdue, such as a done row's), Today, Tomorrow, This week, Later and No date.
By another field, there is one section for each value. group off returns to the list's own sections.
> set 3 due 2026-11-20
Pay the rent: overdue since 20 November.
> goto Renew passport
Completed, section 2 of 2.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> set due 2026-11-25
Renew passport: due 25 November.
> group due
Tasks grouped by due.
> sections
3 sections.
1. Overdue, 1 row.
2. Earlier, 1 row.
3. No date, 3 rows.
> group off
Tasks in its own sections.
> filter due after
Error: due after needs a date after it, as in filter due after friday.
> filter due before
Error: due before needs a date after it, as in filter due before friday.
> filter due after friday
Filter due after friday: no rows match.
