#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 trial finding N5: a few rows whose titles would make the line longer
# than a line (the width, else 80) are said by their count, as more rows are,
# so the answer leads with what happened and no sentence is cut in two; the
# selection then says one title a line after its count. Short titles are named.
> edit
Editing.
> select 1-2
Buy bread and Call Ana selected, 2 in all.
> selection
2 selected: Buy bread, Call Ana.
> new list Big
List Big created.
Big, no rows.
Selection cleared.
Editing ended.
> selection mode multiple
Big selection: multiple.
> add Item word number 1 with a rather long title to make lines long
Added Item word number 1 with a rather long title to make lines long, 1 of 1.
> add Item word number 2 with a rather long title to make lines long
Added Item word number 2 with a rather long title to make lines long, 2 of 2.
> add Item word number 3 with a rather long title to make lines long
Added Item word number 3 with a rather long title to make lines long, 3 of 3.
> add Short
Added Short, 4 of 4.
> edit
Editing.
> select 1-3
3 rows selected, 3 in all.
> selection
3 selected.
Item word number 1 with a rather long title to make lines long.
Item word number 2 with a rather long title to make lines long.
Item word number 3 with a rather long title to make lines long.
> select 1-3
3 rows are already selected; nothing changed.
> deselect 1-2
2 rows deselected, 1 still selected.
> select 4
Short selected, 2 in all.
> selection
2 selected.
Item word number 3 with a rather long title to make lines long.
Short.
> deselect 3-4
2 rows deselected, none selected.
> width 40
Width: 40.
> select 1-2
2 rows selected, 2 in all.
> selection
2 selected.
Item word number 1 with a rather long
title to make lines long.
Item word number 2 with a rather long
title to make lines long.
