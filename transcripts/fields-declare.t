#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# A list declares its fields with a type; a value must fit it.
> fields
Tasks, 4 fields.
1. done, boolean.
2. due, date.
3. snoozed, boolean.
4. pinned, boolean.
> field add priority number
Field priority added to Tasks: number.
> field add where text
Field where added to Tasks: text.
> field add started date
Field started added to Tasks: date.
> field add priority text
Error: priority is already a field of Tasks. Type fields to hear them.
> field add cost money
Error: "money" is not a field type. Types: boolean, text, date, number.
> fields
Tasks, 7 fields.
1. done, boolean.
2. due, date.
3. snoozed, boolean.
4. pinned, boolean.
5. priority, number.
6. where, text.
7. started, date.
> set 1 priority 2
Buy bread: priority 2.
> set 2 priority 10
Call Ana: priority 10.
> set 3 priority 1.5
Pay the rent: priority 1.5.
> set 1 priority high
Error: priority takes a number, and "high" is not one. For example: 3 or 2.5.
> set 1 where corner shop
Buy bread: where corner shop.
> list
Pending, 1 of 2, 3 rows.
Buy bread, priority 2, where corner shop.
Call Ana, priority 10.
Pay the rent, pinned, priority 1.5.
> sort priority
Tasks sorted by priority.
> list
Pending, 1 of 2, 3 rows.
Pay the rent, pinned, priority 1.5.
Buy bread, priority 2, where corner shop.
Call Ana, priority 10.
> sort manual
Tasks in manual order.
> field remove priority
Field priority removed from Tasks, and its value from 3 rows.
> list
Pending, 1 of 2, 3 rows.
Buy bread, where corner shop.
Call Ana.
Pay the rent, pinned.
> undo
Undid field remove of priority.
> list
Pending, 1 of 2, 3 rows.
Buy bread, priority 2, where corner shop.
Call Ana, priority 10.
Pay the rent, pinned, priority 1.5.
> field remove colour
Error: Tasks has no field "colour". Its fields: done, due, snoozed, pinned, priority, where, started. Add one with field add colour TYPE.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> fields
Articles, 1 field.
1. read, boolean.
