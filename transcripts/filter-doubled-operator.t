#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# The same operator twice in a row is a slip, refused; quoted, the word is searched for.
> filter done or or undone
Error: "or" twice in a row. Type it once, or quote the second "or" to find the word.
> filter done and and overdue
Error: "and" twice in a row. Type it once, or quote the second "and" to find the word.
> filter done or "or"
Filter done or "or": 2 rows match.
Renew passport, 1 of 2, done, actions Delete, Snooze.
