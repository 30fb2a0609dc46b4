#! args: --memory
Lists: none yet. Type new list and a name.
# A group of a number field is headed by the field's name and the value, not a bare number.
> new list A
List A created.
A, no rows.
> field add priority number
Field priority added to A: number.
> add X
Added X, 1 of 1.
> set priority 2.5
X: priority 2.5.
> add Y
Added Y, 2 of 2.
> set priority 1
Y: priority 1.
> add Z
Added Z, 3 of 3.
> group priority
A grouped by priority.
> list all
Priority 1, 1 of 3, 1 row.
Y, priority 1.
Priority 2.5, 2 of 3, 1 row.
X, priority 2.5.
No priority, 3 of 3, 1 row.
Z.
> sections
3 sections.
1. Priority 1, 1 row.
2. Priority 2.5, 1 row.
3. No priority, 1 row.
> section Priority 2.5
Priority 2.5, section 2 of 3, 1 row.
