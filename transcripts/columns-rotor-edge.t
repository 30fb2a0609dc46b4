#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 trial finding 9: with the columns rotor, next at the last column and
# previous at the first name the column focus stays in, where they said End of
# list and Start of list.
> layout regular
Layout: regular.
> rotor columns
Rotor: columns.
> next
Detail column.
Detail is empty. Open a row from Tasks.
> next
Detail column, the last.
> previous
Content column.
Tasks, 2 sections, 5 rows.
> previous
Sidebar column.
Tasks, 1 of 4, 5 rows.
> previous
Sidebar column, the first.
