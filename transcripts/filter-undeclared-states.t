#! args: --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Issue 25 point 5, one truth: a filter by a state the list declares no field
# for is refused as mark, sort and group refuse it, pinned and snoozed as done
# is, and their negations too. The list's field declarations are the truth.
> open Inbox
Inbox, 3 rows.
Hint: for Lists, type back.
> filter snoozed
Error: Inbox has no snoozed field, so no row is snoozed. Its fields: read.
> filter not pinned
Error: Inbox has no pinned field, so no row is pinned. Its fields: read.
> filter unsnoozed
Error: Inbox has no snoozed field, so no row is unsnoozed. Its fields: read.
> filter pinned or read
Error: Inbox has no pinned field, so no row is pinned. Its fields: read.
> filter done
Error: Inbox has no done field, so no row is done. Its fields: read.
> mark snoozed
Error: Inbox has no field "snoozed". Its fields: read. Add one with field add snoozed boolean.
> sort pinned
Error: Inbox has no field "pinned". Its fields: read. Add one with field add pinned TYPE.
# A title that holds the word is still found by it.
> add Snoozed alarm
Added Snoozed alarm, 4 of 4, unread.
> filter snoozed
Filter snoozed: 1 row matches.
> filter off
Filter off, 4 rows.
Snoozed alarm, 4 of 4, unread, actions Delete.
# Tasks declares both, so both filter there.
> open Tasks
Tasks, 2 sections, 5 rows.
> filter pinned
Filter pinned: 1 row matches.
Pay the rent, 1 of 1, pinned, actions Snooze.
> filter not snoozed
Filter not snoozed: 5 rows match.
