#! args: --memory --demo --today 2026-12-01 --profile mac
Tasks, 2 sections, 5 rows.
# Undoing selection mode multiple trims the selection as setting single does, and
# says which way it went; redo says it too.
> selection mode single
Tasks selection: single.
> select 1
Buy bread selected, 1 in all.
Detail: Buy bread. Type open to go there.
> selection mode multiple
Tasks selection: multiple.
> select 1-3
Call Ana and Pay the rent selected, 3 in all.
> undo
Undid mode multiple: Tasks selects one row again.
Buy bread still selected, 2 rows deselected.
> selection mode
Tasks selection: single.
> selection
1 selected: Buy bread.
> redo
Redid mode multiple: Tasks selects several rows again.
> select 2-3
Call Ana and Pay the rent selected, 3 in all.
> selection
3 selected: Buy bread, Call Ana, Pay the rent.
