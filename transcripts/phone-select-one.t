#! args: --demo --profile phone
Tasks, 2 sections, 5 rows.
# Issue 25 point 12b: on a phone, a list that selects several rows selects only
# in edit mode, as List(selection:) with a set does on iPhone; the refusal says so
# about the list, and a list with a single selection selects a row at once.
> select Buy bread
Error: Tasks selects rows on a phone only in edit mode, since it selects several. Type edit, then select again.
> edit
Editing.
> select Buy bread
Buy bread selected, 1 in all.
> edit off
Done editing.
> open Articles
Articles, 5 rows. Selection cleared.
Back: Lists.
> select Lists by ear
Lists by ear selected, 1 in all.
> selection
1 selected: Lists by ear.
