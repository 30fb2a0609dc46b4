#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# A number typed after sections goes to that section, as after lists it opens that list; paged, the numbers last through more.
> sections
2 sections.
1. Pending, 3 rows.
2. Completed, 2 rows.
> 2
Completed, section 2 of 2, 2 rows.
> sections
2 sections.
1. Pending, 3 rows.
2. Completed, 2 rows.
> 5
Error: section 5: there are only 2. Give a number from 1 to 2.
> 1
Pending, section 1 of 2, 3 rows.
> page 1
Page: 1 row.
> sections
2 sections.
1. Pending, 3 rows.
1 more. Type more.
> more
2. Completed, 2 rows.
> 2
Completed, section 2 of 2, 2 rows.
> lists
4 lists.
1. Tasks, 5 rows, open.
3 more. Type more.
> more
2. Articles, 5 rows, 3 unread.
2 more. Type more.
> 4
Archive, 2 rows.
Hint: for Lists, type back.
# Under a filter the sections said are numbered as section N numbers them.
> open Tasks
Tasks, 2 sections, 5 rows.
> filter done
Filter done: 2 rows match.
Renew passport, 1 of 2, done, actions Delete, Snooze.
> sections
Filter done: 1 section matches.
1. Completed, 2 rows.
> 1
Completed, section 1 of 1 in filter done, 2 rows.
