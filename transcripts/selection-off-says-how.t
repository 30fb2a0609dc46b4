#! args: --memory --demo
Tasks, 2 sections, 5 rows.
> new list Big
List Big created.
Big, no rows.
> add a
Added a, 1 of 1.
> edit
Editing.
> select 1
Error: Big does not offer selection. Type selection mode multiple to offer it.
> select all
Error: Big does not offer selection. Type selection mode multiple to offer it. Answer to select all.
> selection mode multiple
Big selection: multiple.
> select all
All selected, 1 row.
