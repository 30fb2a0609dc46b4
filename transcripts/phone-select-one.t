#! args: --demo --profile phone
Tasks, 2 sections, 5 rows.
# Issue 25 point 12b: on a phone, a list that selects several selects one row at a
# time outside edit mode, as a tap does on iPhone, and several only in edit mode;
# a refusal says that, about the list.
> select Buy bread
Buy bread selected, 1 in all.
> select Call Ana
Call Ana selected, 1 in all.
Buy bread deselected.
> selection
1 selected: Call Ana.
> select 1-2
Error: Tasks selects several rows on a phone only in edit mode; outside it, one at a time. Type edit, then select again.
> select all
Error: Tasks selects several rows on a phone only in edit mode; outside it, one at a time. Type edit, then select again. Answer to select all.
> edit
Editing.
> select Buy bread
Buy bread selected, 2 in all.
> selection
2 selected: Buy bread, Call Ana.
> select all
All selected, 5 rows.
> edit off
Done editing.
> open Articles
Articles, 2 sections, 5 rows.
Selection cleared.
Hint: for Lists, type back.
> select Lists by ear
Lists by ear selected, 1 in all.
> selection
1 selected: Lists by ear.
